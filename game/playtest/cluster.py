"""The same simulation on a Dask cluster (``--dask ADDRESS``, the optional ``dask`` extra), safely.

Each task plays a chunk of consecutive games of one job (sized by the same
:class:`~game.playtest.runner.ChunkPlanner` as local runs, aiming at a second
per chunk); a game's result depends only on its job and number, so the
results equal a local run game for game. Every worker needs the same Caper
Night installed (``pip install "caper-night[dask]"``).

What crosses the network, and what this side trusts:

* **Out**: each task names :func:`~game.playtest.runner.play_chunk_plain`
  and carries plain data only: the game, the variant's name and rule values,
  the players, the seed and the bot levels (:func:`~game.playtest.runner.job_to_plain`),
  never the path of the user's house-rule file or anything else of theirs.
* **Back**: results come back as JSON text, and the client is opened with
  ``deserializers=["msgpack"]``: a result that arrives as a pickle (or any
  other Dask serialization that runs code) is refused, not unpickled, and a
  result that is not what a game produces is refused too
  (:meth:`~game.playtest.runner.GameResult.from_json`).
* **Who**: ``tls://`` addresses use Dask's TLS with the family's own
  certificates (:func:`check_address`): the scheduler must show a certificate
  signed by the given authority, and the connection is encrypted. Dask's own
  messages about failed tasks and its warnings are still pickles, so the
  scheduler itself is trusted: connect only to a cluster you run.

Address mistakes (an empty or malformed address, ``inproc://``, ``tls://``
without certificates, a missing certificate file) are :class:`ClusterAddressError`,
one sentence each; an unreachable or refusing cluster is :class:`DaskUnavailable`.
"""

from __future__ import annotations

import logging
import os
import re
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

from game.playtest.runner import (
    Cancelled,
    ChunkPlanner,
    GameResult,
    Job,
    Progress,
    Tally,
    chunk_from_plain,
    job_to_plain,
    play_chunk_plain,
)

CONNECT_TIMEOUT = "10s"
DEFAULT_PORT = 8786
#: environment variables that may hold a certificate: a file's path or the PEM text itself
TLS_ENV = {"ca": "CAPER_NIGHT_TLS_CA", "cert": "CAPER_NIGHT_TLS_CERT", "key": "CAPER_NIGHT_TLS_KEY"}
TLS_OPTIONS = {"ca": "--tls-ca", "cert": "--tls-cert", "key": "--tls-key"}
_HOST = r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)"
_ADDRESS = re.compile(rf"^(?:(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*)://)?(?P<host>{_HOST})(?::(?P<port>\d{{1,5}}))?$")


class DaskUnavailable(RuntimeError):
    """Dask is not installed, the cluster cannot be reached, or it sent back something refused."""


class ClusterAddressError(ValueError):
    """A Dask address or its certificates are wrong (a one-line message for people)."""


@dataclass(frozen=True)
class ClusterAddress:
    """A checked scheduler address and, for ``tls://``, the certificates (paths or PEM text)."""

    address: str
    ca: str | None = None
    cert: str | None = None
    key: str | None = None

    @property
    def tls(self) -> bool:
        return self.address.startswith("tls://")

    def __str__(self) -> str:
        return self.address


def _certificate(kind: str, given: str | None, env: Mapping[str, str]) -> str | None:
    """A certificate from its option (a file) or its environment variable (a file or the PEM text)."""
    source, value = TLS_OPTIONS[kind], given
    if not value:
        source, value = TLS_ENV[kind], env.get(TLS_ENV[kind]) or None
    if not value:
        return None
    if "-----BEGIN" in value:
        return value  # the PEM text itself
    path = Path(value).expanduser()
    if not path.is_file():
        raise ClusterAddressError(f"{source} {value}: there is no such certificate file")
    return str(path)


def check_address(text: Any, ca: str | None = None, cert: str | None = None, key: str | None = None,
                  env: Mapping[str, str] | None = None) -> ClusterAddress:
    """The scheduler address ``text`` checked and normalized (``tcp://`` when no scheme is given).

    Only ``tcp://HOST[:PORT]`` and ``tls://HOST[:PORT]`` reach other machines;
    ``tls://`` needs a certificate authority and a client certificate (and its
    key, unless it is in the certificate file), from the options or from
    ``CAPER_NIGHT_TLS_CA``/``_CERT``/``_KEY``.
    """
    env = os.environ if env is None else env
    if not isinstance(text, str) or not text.strip():
        raise ClusterAddressError("--dask needs the scheduler's address, such as tcp://HOST:8786 or tls://HOST:8786")
    raw = text.strip()
    m = _ADDRESS.match(raw)
    scheme = (m.group("scheme") or "tcp").lower() if m else raw.split("://", 1)[0].lower() if "://" in raw else ""
    if scheme in ("inproc", "ucx", "ws", "wss"):
        raise ClusterAddressError(f"--dask {raw}: {scheme}:// addresses are not supported; give tcp://HOST:PORT "
                                  f"or tls://HOST:PORT")
    if m is None or scheme not in ("tcp", "tls"):
        raise ClusterAddressError(f"--dask {raw}: not a Dask scheduler address; give tcp://HOST:PORT or "
                                  f"tls://HOST:PORT")
    if m.group("scheme") is None and "." not in m.group("host") and m.group("port") is None \
            and m.group("host") != "localhost":
        raise ClusterAddressError(f"--dask {raw}: not a Dask scheduler address; give tcp://HOST:PORT or "
                                  f"tls://HOST:PORT")
    port = int(m.group("port") or DEFAULT_PORT)
    if not 1 <= port <= 65535:
        raise ClusterAddressError(f"--dask {raw}: the port must be a number from 1 to 65535")
    address = f"{scheme}://{m.group('host')}:{port}"
    certs = {kind: _certificate(kind, given, env) for kind, given in (("ca", ca), ("cert", cert), ("key", key))}
    if scheme == "tcp":
        if any(certs[k] for k in ("ca", "cert")) and (ca or cert or key):
            raise ClusterAddressError(f"--dask {raw}: certificates were given for an unencrypted tcp:// address; "
                                      f"use tls://")
        return ClusterAddress(address)
    missing = [TLS_OPTIONS[k] for k in ("ca", "cert") if not certs[k]]
    if missing:
        raise ClusterAddressError(f"--dask {raw}: a tls:// address needs certificates: give "
                                  f"{' and '.join(missing)} (or set {', '.join(TLS_ENV[k] for k in ('ca', 'cert'))})")
    return ClusterAddress(address, certs["ca"], certs["cert"], certs["key"])


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def _client(target: Any):
    """A Dask client for a checked address (or an open ``Client``, used as it is): (client, whether we own it)."""
    try:
        from dask.distributed import Client
    except ImportError:
        raise DaskUnavailable('running on a Dask cluster needs the dask extra: pip install "caper-night[dask]"') \
            from None
    if not isinstance(target, (str, ClusterAddress)):
        return target, False  # already a Client
    where = target if isinstance(target, ClusterAddress) else check_address(target, env={})
    security = None
    if where.tls:
        from distributed.security import Security
        security = Security(tls_ca_file=where.ca, tls_client_cert=where.cert, tls_client_key=where.key,
                            require_encryption=True)
    try:
        client = Client(where.address, timeout=CONNECT_TIMEOUT, security=security, deserializers=["msgpack"],
                        set_as_default=False)
    except (OSError, TimeoutError) as exc:
        raise DaskUnavailable(f"cannot reach the Dask scheduler at {where.address} ({_one_line(exc)})") from None
    except Exception as exc:  # noqa: BLE001 - a bad certificate, a refused handshake: one line, not a traceback
        raise DaskUnavailable(f"cannot connect to the Dask scheduler at {where.address} ({_one_line(exc)})") \
            from None
    return client, True


@contextmanager
def _quiet() -> Iterator[None]:
    """Dask logs a refused result with a traceback; Caper Night reports it itself, in one line."""
    log = logging.getLogger("distributed.protocol.core")
    before = log.disabled
    log.disabled = True
    try:
        yield
    finally:
        log.disabled = before


def run_dask(jobs: Sequence[Job] | Job, games: int, address: Any, *, progress: Progress | None = None,
             should_stop: Callable[[], bool] | None = None, start: int = 0,
             tally: Tally | None = None) -> list[list[GameResult]] | list[GameResult]:
    """Like :func:`game.playtest.runner.run`, on the cluster at ``address`` (checked, or an open ``Client``)."""
    single = isinstance(jobs, Job)
    job_list: list[Job] = [jobs] if single else list(jobs)  # type: ignore[list-item]
    for job in job_list:
        job.check()
    plain_jobs = [job_to_plain(job) for job in job_list]
    client, owned = _client(address)
    count = max(0, games - start)
    try:
        from dask.distributed import as_completed

        workers = max(1, sum(client.nthreads().values()))
        planner = ChunkPlanner(len(job_list), games, workers, target=1.0, start=start)  # network messages cost more
        run_id = uuid.uuid4().hex[:8]
        futures: dict[Any, int] = {}

        def submit(pending: Any = None) -> Any:
            task = planner.take()
            if task is None:
                return None
            j, first, stop = task
            f = client.submit(play_chunk_plain, plain_jobs[j], first, stop, key=f"caper-{run_id}-{j}-{first}",
                              pure=False)
            futures[f] = j
            if pending is not None:
                pending.add(f)
            return f

        first_tasks = [f for f in (submit() for _ in range(2 * workers)) if f is not None]
        results: list[list[GameResult | None]] = [[None] * count for _ in job_list]
        done, total = 0, count * len(job_list)
        with _quiet():
            pending = as_completed(first_tasks, loop=client.loop)
            for future in pending:
                try:
                    chunk, seconds = chunk_from_plain(future.result())
                except (TypeError, ValueError) as exc:
                    client.cancel(list(futures))
                    raise DaskUnavailable(f"the Dask cluster at {address} sent back something other than plain game "
                                          f"results; it was refused, not read ({_one_line(exc)[:160]})") from None
                planner.learn(len(chunk), seconds)
                if tally is not None:
                    tally.add(len(chunk), seconds)
                j = futures.pop(future)
                for r in chunk:
                    if not start <= r.index < games:
                        raise DaskUnavailable(f"the Dask cluster at {address} sent back a game that was not asked for")
                    results[j][r.index - start] = r
                done += len(chunk)
                if progress is not None:
                    progress(done, total)
                if should_stop is not None and should_stop():
                    client.cancel(list(futures))
                    raise Cancelled()
                submit(pending)
    finally:
        if owned:
            client.close()
    out = [list(r) for r in results]  # type: ignore[arg-type]
    return out[0] if single else out  # type: ignore[return-value]

"""The same simulation on a Dask cluster (``--dask ADDRESS``, the optional ``dask`` extra).

Each task plays a chunk of consecutive games of one job with
:func:`game.playtest.runner.play_chunk` (sized by the same
:class:`~game.playtest.runner.ChunkPlanner` as local runs, aiming at a
second per chunk); a game's result depends only on its
job and number, so the results equal a local run game for game. Every worker
needs the same Caper Night installed (``pip install "caper-night[dask]"``).
"""

from __future__ import annotations

import uuid
from typing import Any, Callable, Sequence

from game.playtest.runner import Cancelled, ChunkPlanner, GameResult, Job, Progress, play_chunk

CONNECT_TIMEOUT = "10s"


class DaskUnavailable(RuntimeError):
    """Dask is not installed, or the cluster cannot be reached (a message for people)."""


def _client(address: Any):
    try:
        from dask.distributed import Client
    except ImportError:
        raise DaskUnavailable('running on a Dask cluster needs the dask extra: pip install "caper-night[dask]"') \
            from None
    if not isinstance(address, str):
        return address, False  # already a Client
    try:
        return Client(address, timeout=CONNECT_TIMEOUT), True
    except (OSError, TimeoutError) as exc:
        raise DaskUnavailable(f"cannot reach the Dask scheduler at {address} ({exc})") from None


def run_dask(jobs: Sequence[Job] | Job, games: int, address: Any, *, progress: Progress | None = None,
             should_stop: Callable[[], bool] | None = None) -> list[list[GameResult]] | list[GameResult]:
    """Like :func:`game.playtest.runner.run`, on the cluster at ``address`` (or an open ``Client``)."""
    from dask.distributed import as_completed

    single = isinstance(jobs, Job)
    job_list: list[Job] = [jobs] if single else list(jobs)  # type: ignore[list-item]
    for job in job_list:
        job.check()
    client, owned = _client(address)
    try:
        workers = max(1, sum(client.nthreads().values()))
        planner = ChunkPlanner(len(job_list), games, workers, target=1.0)  # network messages cost more
        run_id = uuid.uuid4().hex[:8]
        futures: dict[Any, int] = {}

        def submit(pending: Any = None) -> Any:
            task = planner.take()
            if task is None:
                return None
            j, start, stop = task
            f = client.submit(play_chunk, job_list[j], start, stop, key=f"caper-{run_id}-{j}-{start}", pure=False)
            futures[f] = j
            if pending is not None:
                pending.add(f)
            return f

        first = [f for f in (submit() for _ in range(2 * workers)) if f is not None]
        results: list[list[GameResult | None]] = [[None] * games for _ in job_list]
        done, total = 0, games * len(job_list)
        pending = as_completed(first)
        for future in pending:
            chunk, seconds = future.result()
            planner.learn(len(chunk), seconds)
            j = futures.pop(future)
            for r in chunk:
                results[j][r.index] = r
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

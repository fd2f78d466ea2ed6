"""Distributed runs, safely: checked addresses, TLS with the family's certificates, plain data both ways."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from game.commands.main import main
from game.playtest.runner import Job, run

distributed = pytest.importorskip("dask.distributed")


@pytest.mark.parametrize("address, words", [
    ("nonsense", "not a Dask scheduler address"),
    ("", "needs the scheduler's address"),
    ("   ", "needs the scheduler's address"),
    ("inproc://x", "inproc:// addresses are not supported"),
    ("tcp://", "not a Dask scheduler address"),
    ("tcp://host:99999", "port must be a number from 1 to 65535"),
    ("ftp://host:21", "not a Dask scheduler address"),
    ("tls://127.0.0.1:8786", "needs certificates: give --tls-ca and --tls-cert"),
    ("tls://", "not a Dask scheduler address"),
])
def test_every_address_mistake_is_one_line_and_status_2(toy, capsys, monkeypatch, address, words):
    for name in ("CAPER_NIGHT_TLS_CA", "CAPER_NIGHT_TLS_CERT", "CAPER_NIGHT_TLS_KEY"):
        monkeypatch.delenv(name, raising=False)
    assert main(["simulate", "toy", "--bots", "easy", "--games", "3", "--dask", address]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1, err


def test_certificate_mistakes_are_one_line(toy, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("CAPER_NIGHT_TLS_CA", raising=False)
    missing = tmp_path / "nope.pem"
    assert main(["simulate", "toy", "--bots", "easy", "--dask", "tls://h:1", "--tls-ca", str(missing),
                 "--tls-cert", str(missing)]) == 2
    assert "no such certificate file" in capsys.readouterr().err
    monkeypatch.setenv("CAPER_NIGHT_TLS_CA", str(missing))
    assert main(["simulate", "toy", "--bots", "easy", "--dask", "tls://h:1"]) == 2
    err = capsys.readouterr().err
    assert "CAPER_NIGHT_TLS_CA" in err and err.count("\n") == 1
    assert main(["simulate", "toy", "--bots", "easy", "--tls-ca", str(missing)]) == 2
    assert "go with --dask tls://" in capsys.readouterr().err


def test_addresses_are_normalized():
    from game.playtest.cluster import check_address

    assert str(check_address("10.0.0.5:9000", env={})) == "tcp://10.0.0.5:9000"
    assert str(check_address("tcp://scheduler.lan", env={})) == "tcp://scheduler.lan:8786"
    assert str(check_address("localhost", env={})) == "tcp://localhost:8786"
    pem = "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n"
    checked = check_address("tls://[::1]:8786", env={"CAPER_NIGHT_TLS_CA": pem, "CAPER_NIGHT_TLS_CERT": pem})
    assert checked.tls and checked.ca == pem and checked.address == "tls://[::1]:8786"


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp://",
                                  dashboard_address=None) as c:
        yield c


class Recorder:
    """An open client that remembers what each task carried."""

    def __init__(self, address):
        self.client = distributed.Client(address, set_as_default=False, deserializers=["msgpack"])
        self.sent = []

    def submit(self, fn, *args, **kw):
        self.sent.append(args)
        return self.client.submit(fn, *args, **kw)

    def __getattr__(self, name):
        return getattr(self.client, name)


def test_tasks_carry_the_rule_values_and_never_a_local_path(toy, cluster, tmp_path):
    from game.playtest.cluster import run_dask
    from game.store.paths import variant_catalog

    house = tmp_path / "secret-family-folder" / "three.toml"
    house.parent.mkdir()
    house.write_text('name = "three"\ngame = "toy"\n[params]\nhand_size = 3\ncopies = 3\n')
    variant = variant_catalog("toy").get(str(house))
    assert variant.source and "secret-family-folder" in variant.source
    job = Job.make(toy, variant, 3, 4, ("easy",))
    recorder = Recorder(cluster.scheduler_address)
    try:
        remote = run_dask(job, 20, recorder)
    finally:
        recorder.client.close()
    assert remote == run(job, 20, 1)
    text = json.dumps(recorder.sent)  # plain data only: it all goes through JSON
    assert "secret-family-folder" not in text and str(tmp_path) not in text
    assert recorder.sent[0][0]["variant"] == {"name": "three", "params": {"hand_size": 3, "copies": 3,
                                                                          "eliminate_on_match": True}}


OPENED: list = []


def _open_the_gift():
    OPENED.append("code ran on this computer")
    return "opened"


class Gift:
    """Something a rogue worker might send back instead of results: unpickling it runs code."""

    def __reduce__(self):
        return _open_the_gift, ()


def _pickled_answer(job, start, stop):
    return Gift()


def _wrong_answer(job, start, stop):
    return json.dumps({"results": [{"index": "0"}], "seconds": 1})


@pytest.mark.parametrize("answer", [_pickled_answer, _wrong_answer])
def test_results_that_are_not_plain_game_results_are_refused(toy, cluster, monkeypatch, capsys, answer):
    from game.playtest import cluster as module

    monkeypatch.setattr(module, "play_chunk_plain", answer)
    assert main(["simulate", "toy", "--players", "3", "--bots", "easy", "--games", "4", "--no-progress",
                 "--dask", cluster.scheduler_address]) == 2
    err = capsys.readouterr().err
    assert "sent back something other than plain game results; it was refused" in err and err.count("\n") == 1
    assert OPENED == []  # refused before anything was unpickled


def _openssl(*args, cwd):
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


def _certificates(folder, name):
    """A certificate authority and one certificate it signed (for the scheduler, workers and client)."""
    _openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", f"{name}-ca.key", "-out", f"{name}-ca.pem",
             "-days", "2", "-subj", f"/CN={name} test authority", cwd=folder)
    _openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", f"{name}.key", "-out", f"{name}.csr", "-subj",
             "/CN=127.0.0.1", cwd=folder)
    _openssl("x509", "-req", "-in", f"{name}.csr", "-CA", f"{name}-ca.pem", "-CAkey", f"{name}-ca.key",
             "-CAcreateserial", "-out", f"{name}.pem", "-days", "2", cwd=folder)
    return folder / f"{name}-ca.pem", folder / f"{name}.pem", folder / f"{name}.key"


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command to make test certificates")
def test_a_tls_cluster_with_the_familys_certificates(toy, tmp_path, capsys, monkeypatch):
    from distributed.security import Security

    from game.playtest import cluster as module

    ca, cert, key = _certificates(tmp_path, "ours")
    other_ca, other_cert, other_key = _certificates(tmp_path, "theirs")
    sec = Security(tls_ca_file=str(ca), tls_scheduler_cert=str(cert), tls_scheduler_key=str(key),
                   tls_worker_cert=str(cert), tls_worker_key=str(key), tls_client_cert=str(cert),
                   tls_client_key=str(key), require_encryption=True)
    monkeypatch.setattr(module, "CONNECT_TIMEOUT", "3s")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tls://",
                                  security=sec, dashboard_address=None) as c:
        address = c.scheduler_address
        assert address.startswith("tls://")
        outs = []
        for extra in (["--dask", address, "--tls-ca", str(ca), "--tls-cert", str(cert), "--tls-key", str(key)],
                      ["--jobs", "1"]):
            out = tmp_path / "x.json"
            assert main(["simulate", "toy", "--players", "3", "--games", "20", "--bots", "easy", "--json", str(out),
                         "--no-progress", *extra]) == 0
            data = json.loads(out.read_text())
            data.pop("run")
            outs.append(data)
        assert outs[0] == outs[1]
        capsys.readouterr()
        # the same certificates from the environment, as PEM text
        monkeypatch.setenv("CAPER_NIGHT_TLS_CA", ca.read_text())
        monkeypatch.setenv("CAPER_NIGHT_TLS_CERT", cert.read_text())
        monkeypatch.setenv("CAPER_NIGHT_TLS_KEY", key.read_text())
        assert main(["simulate", "toy", "--players", "3", "--games", "5", "--bots", "easy", "--no-progress",
                     "--dask", address]) == 0
        capsys.readouterr()
        # a scheduler whose certificate our authority did not sign is refused, in one line
        assert main(["simulate", "toy", "--players", "3", "--games", "5", "--bots", "easy", "--no-progress",
                     "--dask", address, "--tls-ca", str(other_ca), "--tls-cert", str(other_cert),
                     "--tls-key", str(other_key)]) == 2
        err = capsys.readouterr().err
        assert address in err and err.count("\n") == 1, err


def test_tuning_on_the_cluster_gives_the_local_answer(toy, cluster):
    from game.playtest.cluster import check_address
    from game.playtest.tune import target, tune

    base = toy.standard().with_params(toy.schema, "copies", copies=3)
    args = (toy, base, "hand_size", [1, 2, 3], target("first-seat"), None, 3, ("easy",))
    here = tune(*args, seed=4, games=10, max_games=20, workers=1)
    there = tune(*args, seed=4, games=10, max_games=20, dask=check_address(cluster.scheduler_address, env={}))
    assert [r.results for r in here.rows] == [r.results for r in there.rows]
    assert here.verdict() == there.verdict()

"""CUDASEM_EXPECTATIONS_TOOL naming a program that is missing, a folder or a file that cannot run
is one line and exit 2 (cudasem.model.expectation_files.run_tool, for `cudasem expectations`),
never a traceback."""

import os

import pytest

from cudasem.model import expectation_files as ef


@pytest.mark.parametrize("kind", ["missing", "folder", "not executable", "bare name", "exec format"])
def test_a_tool_that_cannot_run_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys, kind):
    tool = {
        "missing": tmp_path / "no-such-tool",
        "folder": tmp_path,
        "not executable": tmp_path / "plain",
        "bare name": "no-such-cudasem-expectations-tool",
        "exec format": tmp_path / "garbage",
    }[kind]
    (tmp_path / "plain").write_text("x")
    (tmp_path / "garbage").write_bytes(b"\x00\x01not a program")
    os.chmod(tmp_path / "garbage", 0o755)
    monkeypatch.setenv("CUDASEM_EXPECTATIONS_TOOL", str(tool))
    assert ef.run_tool(["lint", "expectations"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cudasem expectations: ") and err.count("\n") == 1 and str(tool) in err, err


def test_a_tool_that_runs_gives_its_exit_status(tmp_path, monkeypatch):
    script = tmp_path / "tool"
    script.write_text("#!/bin/sh\nexit 1\n")
    os.chmod(script, 0o755)
    monkeypatch.setenv("CUDASEM_EXPECTATIONS_TOOL", str(script))
    assert ef.run_tool(["lint", "x"]) == 1

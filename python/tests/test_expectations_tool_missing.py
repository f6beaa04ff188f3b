"""CUDASEM_EXPECTATIONS_TOOL naming a program that is missing, a folder or a file that cannot run
is one line and exit 2 (cudasem.model.expectation_files.run_tool, for `cudasem expectations`),
never a traceback; without the tool, the Python tools that read the files (they have no reader of
their own) fail naming it and the command that builds it, and a tool built before the block grammar
is named with the command that rebuilds it."""

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


# --- the Python tools read the files only through the tool: without it, one line naming it -------


def _no_tool(tmp_path, monkeypatch):
    monkeypatch.delenv("CUDASEM_EXPECTATIONS_TOOL", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.setattr(ef, "REPOSITORY", tmp_path / "repository")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "expectations").mkdir()
    (tmp_path / "expectations" / "x.txt").write_text("a.b | fail | any | r | bundles/x.json |  | v_w=1\n")


def test_without_the_tool_reading_says_which_tool_and_how_to_build_it(tmp_path, monkeypatch):
    _no_tool(tmp_path, monkeypatch)
    for call in (
        lambda: ef.read(tmp_path / "expectations"),
        lambda: ef.match(tmp_path / "expectations", [{"case": "a"}]),
    ):
        with pytest.raises(ef.ExpectationsToolError) as e:
            call()
        why = str(e.value)
        assert "cudasem-expectations" in why and "is not built" in why and "\n" not in why
        assert why.endswith(
            "build it: cmake --preset default && cmake --build build/default --target cudasem-expectations"
        )
        assert str(tmp_path / "build/default/harness/cudasem-expectations") in why


def test_evidence_and_readme_without_the_tool_fail_naming_it(tmp_path, monkeypatch, capsys):
    from cudasem.report import readme
    from cudasem.run import evidence

    _no_tool(tmp_path, monkeypatch)
    assert evidence.main(["--root", str(tmp_path), "--expectations", str(tmp_path / "expectations")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cudasem evidence: cudasem-expectations, the harness's reader") and err.count("\n") == 1
    with pytest.raises(ValueError, match="cudasem-expectations, the harness's reader .* is not built"):
        readme.gen_deviations(tmp_path, tmp_path)


def test_a_tool_built_before_the_block_grammar_is_named_with_how_to_rebuild_it(tmp_path, monkeypatch):
    old = tmp_path / "old-tool"
    old.write_text("#!/bin/sh\necho 'usage: cudasem-expectations lint <dir>' >&2\nexit 2\n")
    os.chmod(old, 0o755)
    monkeypatch.setenv("CUDASEM_EXPECTATIONS_TOOL", str(old))
    (tmp_path / "x.txt").write_text("a.b | flaky | any | r | ref\n")
    with pytest.raises(ef.ExpectationsToolError) as e:
        ef.read(tmp_path)
    assert str(e.value) == (
        f"{old} is a build from before grammar 2 (block headers, match --json); rebuild it: "
        "cmake --preset default && cmake --build build/default --target cudasem-expectations"
    )

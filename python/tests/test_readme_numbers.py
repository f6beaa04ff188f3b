"""The README's numbers are generated (issue 30 item 4): `cudasem readme --check` holds on the
repository, a number changed inside a generated block fails it naming the block, and each block's
generator gives the right text on small fixtures."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from cudasem.model import listing
from cudasem.report import findings, readme, run_blocks

from conftest import read

ROOT = Path(__file__).resolve().parents[2]


def _listing() -> str:
    """The build's case listing (the `cases` block's input); a clear failure without a build."""
    path = listing.default_path(ROOT)
    try:
        listing.load(path)
    except listing.ListingError as e:
        pytest.fail(f"this test reads the build's case listing: {e}", pytrace=False)
    return str(path)


def test_the_readme_states_the_generated_numbers(capsys):
    assert readme.main(["--check", "--root", str(ROOT), "--listing", _listing()]) == 0, capsys.readouterr().out


def test_without_the_listing_the_cases_block_names_the_build(tmp_path, capsys):
    root = _copy_of_the_repository(tmp_path, (ROOT / "README.md").read_text())
    missing = tmp_path / "build" / "cases.json"
    assert readme.main(["--check", "--root", str(root), "--listing", str(missing), "--include", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"block 'cases': cannot generate: no case listing {missing}: it is written by the build" in out


def _copy_of_the_repository(tmp_path: Path, text: str, docs: dict[str, str] | None = None) -> Path:
    """A root whose README.md is `text` and whose docs/*.md are copies of the repository's (or
    `docs`: name -> text), the data folders and the build's case listing linked to the repository's."""
    for name in ("cases", "harness", "bundles", "expectations"):
        (tmp_path / name).symlink_to(ROOT / name, target_is_directory=True)
    (tmp_path / "build" / "default").mkdir(parents=True)  # the build's listing, where readme looks by default
    (tmp_path / "build" / "default" / "cases.json").symlink_to(_listing())
    (tmp_path / "README.md").write_text(text)
    (tmp_path / "docs").mkdir()
    for page in sorted((ROOT / "docs").glob("*.md")):
        (tmp_path / "docs" / page.name).write_text((docs or {}).get(page.name, page.read_text()))
    return tmp_path


def test_a_number_changed_inside_a_block_fails_the_check_naming_the_block(tmp_path, capsys):
    no_headers = str(tmp_path / "no-toolkit")  # coverage left as it is: the check stays fast
    root = _copy_of_the_repository(tmp_path, (ROOT / "README.md").read_text())
    assert readme.main(["--write", "--root", str(root), "--include", no_headers]) == 0  # the data as it is now
    text = (root / "README.md").read_text()
    m = next(m for m in readme.BLOCK.finditer(text) if m.group("name") == "outcomes")
    row = [line for line in m.group("body").splitlines() if line.startswith("|")][2]  # the first GPU's
    cells = row.split(" | ")
    cells[3] = str(int(cells[3]) + 1)  # its PASS count
    (root / "README.md").write_text(text[: m.start()] + m.group(0).replace(row, " | ".join(cells)) + text[m.end() :])
    capsys.readouterr()
    assert readme.main(["--check", "--root", str(root), "--include", no_headers]) == 1
    out = capsys.readouterr().out
    assert "block 'outcomes' differs" in out
    assert [line for line in out.splitlines() if "differs" in line] == [
        f"cudasem readme: {root / 'README.md'}: block 'outcomes' differs from the data (run `cudasem readme --write`):"
    ]
    assert "-" + " | ".join(cells) in out and "+" + row in out
    # --write repairs it, and the check passes again
    assert readme.main(["--write", "--root", str(root), "--include", no_headers]) == 0
    assert readme.main(["--check", "--root", str(root), "--include", no_headers]) == 0
    assert (root / "README.md").read_text() == text


def test_a_missing_or_unknown_block_fails_the_check(tmp_path, capsys):
    evidence = (ROOT / "docs" / "evidence.md").read_text()
    assert (
        "generated: deviations -->" in evidence and "generated: deviations -->" not in (ROOT / "README.md").read_text()
    )
    docs = {"evidence.md": evidence.replace("generated: deviations -->", "generated: deviation -->")}
    root = _copy_of_the_repository(tmp_path, (ROOT / "README.md").read_text(), docs)
    assert readme.main(["--check", "--root", str(root), "--include", str(tmp_path / "none")]) == 1
    out = capsys.readouterr().out
    assert f"{root / 'docs' / 'evidence.md'}: block 'deviation': no generator" in out
    assert "block 'deviations': not in README.md or docs/*.md" in out


def test_a_block_in_a_docs_page_is_checked_and_written_naming_its_file(tmp_path, capsys):
    no_headers = str(tmp_path / "no-toolkit")
    evidence = (ROOT / "docs" / "evidence.md").read_text()
    m = next(m for m in readme.BLOCK.finditer(evidence) if m.group("name") == "deviations")
    wrong = evidence[: m.start("body")] + "1 entry" + evidence[m.end("body") :]
    root = _copy_of_the_repository(tmp_path, (ROOT / "README.md").read_text(), {"evidence.md": wrong})
    assert readme.main(["--check", "--root", str(root), "--include", no_headers]) == 1
    out = capsys.readouterr().out
    assert f"cudasem readme: {root / 'docs' / 'evidence.md'}: block 'deviations' differs from the data" in out
    assert "README.md: block" not in out
    assert readme.main(["--write", "--root", str(root), "--include", no_headers]) == 0
    assert (root / "docs" / "evidence.md").read_text() == evidence


def _listed(cid: str, kind: str = "semantics", row: str | None = None) -> dict:
    case = {"id": cid, "area": cid.split(".", maxsplit=1)[0], "kind": kind, "api": ["cudaFree"]}
    return case | ({"row": row} if row else {})


def test_cases_counts_the_listed_cases_per_kind_and_area_and_the_table_rows(tmp_path):
    cases = [
        _listed("one.g.a", "perf"),
        _listed("one.g.b"),
        *(_listed(f"two.g.t.{k.lower()}", "characterization", k) for k in ("A", "b", "C_d")),
        *(_listed(f"two.g.u.{k}", row=k) for k in ("x", "y")),
    ]
    c = readme.count_cases(cases)
    assert c.kinds == Counter({"perf": 1, "semantics": 3, "characterization": 3})
    assert c.areas == Counter({"one": 2, "two": 5})
    assert (c.table_files, c.table_rows) == (2, 5)
    assert readme.cases_text(c) == (
        "7 cases in 2 areas (3 semantics, 3 characterization, 1 perf), 5 of them the rows of 2 table files"
    )
    # read from the file the build writes (cmake/CudasemCases.cmake: `cudasem listing`)
    path = tmp_path / "cases.json"
    path.write_text(json.dumps({"format": listing.FORMAT, "binaries": [{"path": "b", "cases": 7}], "cases": cases}))
    assert readme.gen_cases(tmp_path, readme.Inputs(listing=path)) == readme.cases_text(c)
    # a binary that could not list its cases fails the block, naming it
    path.write_text(
        json.dumps({"format": listing.FORMAT, "binaries": [{"path": "b", "error": "exit 2: bad"}], "cases": []})
    )
    with pytest.raises(ValueError, match="b --cudasem-list failed"):
        readme.gen_cases(tmp_path, readme.Inputs(listing=path))


def test_coverage_sentence():
    text = readme.coverage_text({"cuda_runtime_api.h": (306, 310), "cuda.h": (1357, 1501), "cuda_runtime.h": (3, 5)})
    assert text == (
        "the cases call 306 of the 310 functions of `cuda_runtime_api.h` and 1,357 of the 1,501 of `cuda.h`"
    )


def test_outcomes_table_has_every_bad_outcome_and_the_wall_time_only_when_every_run_has_one():
    rows = [
        {"lead": ["G1"], "commit": "abc1234", "counts": Counter({"PASS": 3, "XFAIL": 1})},
        {"lead": ["G2"], "commit": "abc1234", "counts": Counter({"PASS": 2, "CRASH": 1, "UNSUPPORTED": 1})},
    ]
    table = run_blocks.outcomes_table(rows, ["1 + 2 s", "3 + 4 s"]).splitlines()
    assert (
        table[0] == "| GPU | suite | cases | PASS | FAIL | XFAIL | XPASS | UNSUPPORTED | CRASH | TIMEOUT | MISSING "
        "| wall (build + run) |"
    )
    assert table[2] == "| G1 | abc1234 | 4 | 3 | 0 | 1 | 0 | 0 | 0 | 0 | 0 | 1 + 2 s |"
    assert table[3] == "| G2 | abc1234 | 4 | 2 | 0 | 0 | 0 | 1 | 1 | 0 | 0 | 3 + 4 s |"
    assert "wall" not in run_blocks.outcomes_table(rows, ["1 + 2 s", None])
    runtime = run_blocks.outcomes_table([dict(rows[0], lead=["13.5.37", "G1"])], [None], lead=("runtime", "GPU"))
    assert runtime.splitlines()[2] == "| 13.5.37 | G1 | abc1234 | 4 | 3 | 0 | 1 | 0 | 0 | 0 | 0 |"


def test_two_gpu_text_counts_the_run_and_its_cases_that_need_two_gpus():
    def case(outcome, *labels):
        return {"outcome": outcome, "labels": ["semantics", *labels]}

    bundle = {
        "suite": {"commit": "ef8dd4c80af5"},
        "cases": [case("PASS"), case("PASS", "multi_gpu"), case("XFAIL", "multi_gpu"), case("UNSUPPORTED")],
    }
    assert run_blocks.two_gpu_text("bundles/multi-gpu/x.json", bundle) == (
        "`bundles/multi-gpu/x.json` (suite ef8dd4c): 4 cases, 2 PASS, 1 XFAIL, 1 UNSUPPORTED; "
        "the 2 cases that need two GPUs give 1 PASS, 1 XFAIL"
    )
    bundle["cases"] = bundle["cases"][:1]
    assert run_blocks.two_gpu_text("y.json", bundle) == "`y.json` (suite ef8dd4c): 1 case, 1 PASS"


def test_the_wall_time_comes_from_an_evidence_row_of_that_commit_and_gpu(tmp_path):
    (tmp_path / "bundles" / "evidence").mkdir(parents=True)
    (tmp_path / "bundles" / "evidence" / "x.txt").write_text(
        "run  GPU  cases  build + run\nabc1234   NVIDIA H200 x2   10   7 + 7 s\nabc1234 rt NVIDIA H200   10   8 + 8 s\n"
        "abc1234   NVIDIA H200   10   59 + 248 s\nabc1234   NVIDIA H100 80GB   10   1 + 2 s\n"
    )
    assert run_blocks.evidence_wall(tmp_path, "abc1234", "NVIDIA H200") == "59 + 248 s"
    assert run_blocks.evidence_wall(tmp_path, "abc1234", "NVIDIA H100 80GB") == "1 + 2 s"
    assert run_blocks.evidence_wall(tmp_path, "def5678", "NVIDIA H200") is None


def test_perf_is_the_perf_command_markdown(capsys):
    assert findings.main([str(ROOT / "bundles"), "--markdown"]) == 0
    assert readme.gen_perf(ROOT, readme.Inputs(Path("/nonexistent"))) == capsys.readouterr().out.rstrip("\n")


def test_deviations_count_entries_per_class_and_the_bundles_they_reference(tmp_path):
    from cudasem.model import expectation_files

    files = {
        "a.txt": "# comment | fail | any\n\n"
        "x.one | fail | any | why | bundles/raw/a.json | driver-differs | v_w=1\n"
        "[any | bundles/raw/a.json]\n"
        "x.two | fail |  | why | bundles/b.json.gz | undocumented-code | v_w=1\n"
        "x.three | fail |  | why |  |  | v_w=1\n"
        "x.four | skip |  | harms the machine | bug 12\n",
        "b.txt": "y.one | fail | any | why | bundles/c.json | driver-differs | v_w=1\n",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    entries = expectation_files.read(tmp_path)
    text = readme.deviations_text(entries, exists=lambda ref: ref != "bundles/c.json")
    assert text == (
        "5 entries in `expectations/a.txt` and `expectations/b.txt`: 2 driver findings (2 driver-differs), "
        "1 documentation findings (0 documentation-error, 0 documents-disagree, 1 undocumented-code), "
        "2 without a class; they reference 3 distinct bundles (1 of them not in the repository)"
    )


def test_update_rewrites_only_the_blocks():
    text = (
        "Prose 1 <!-- generated: cases -->old<!-- /generated: cases --> prose 2.\n\n"
        "<!-- generated: perf -->\n\n| a |\n\n<!-- /generated: perf -->\nProse 3.\n"
    )
    new, diffs = readme.update(text, {"cases": "new", "perf": "| b |\n| c |\n"})
    assert new == (
        "Prose 1 <!-- generated: cases -->new<!-- /generated: cases --> prose 2.\n\n"
        "<!-- generated: perf -->\n\n| b |\n| c |\n\n<!-- /generated: perf -->\nProse 3.\n"
    )
    assert set(diffs) == {"cases", "perf"}
    assert "-| a |" in diffs["perf"] and "+| c |" in diffs["perf"]
    assert readme.update(new, {"cases": "new", "perf": "| b |\n| c |"}) == (new, {})


def test_asserted_counts_the_functions_per_family_as_the_api_index_does():
    assert readme.asserted_text(["cudaFree", "cudaMalloc", "cuInit", "CUDA_API_PER_THREAD_DEFAULT_STREAM"]) == (
        "2 Runtime API functions, 1 Driver API function and 1 macro"
    )
    assert readme.asserted_text([]) == "no function (the bundles do not record the cases' `api`)"


def test_durations_are_rounded_as_a_reader_says_them():
    assert [readme.about(s) for s in (45, 119.6, 510, 469, 2345, 1100)] == [
        "45 s",
        "120 s",
        "8.5 min",
        "8 min",
        "39 min",
        "18 min",
    ]


FIRST_CONTACT = {
    "job": "test",
    "suite_commit": "abc1234def",
    "cores": 2,
    "conditions": "idle",
    "loadavg_start": 0.12,
    "started": "2026-11-29T01:00:00Z",
    "wall_s": 2345.0,
    "steps": [{"name": "setup", "wall_s": 10.0}, {"name": "build", "wall_s": 1100.0}],
    "verdict": "PASSED",
}


def test_first_contact_rows_per_timed_run_then_per_gpu_bundle():
    loaded = dict(FIRST_CONTACT, conditions="loaded: another build on both cores", loadavg_start=2.3, wall_s=3100.0)
    gpu = {"gpu": "NVIDIA H200", "commit": "32d2cf4", "jobs": "8", "build_s": 55, "run_s": 414}
    lines = readme.first_contact_text([loaded, FIRST_CONTACT], [gpu]).splitlines()
    assert lines[0] == "| what ran | where | wall time | of it the build |"
    assert lines[2] == (
        "| `ci/run test`: PASSED, suite abc1234 | 2 cores, no GPU, idle (load average 0.12 at the start) "
        "| about 39 min | 18 min |"
    )
    assert "loaded: another build on both cores (load average 2.30 at the start) | about 52 min |" in lines[3]
    assert lines[4] == "| build, then every case (ctest -j8), suite 32d2cf4 | NVIDIA H200 | about 8 min | 55 s |"
    assert readme.first_contact_text([], [gpu]).startswith("No timed run of `ci/run test` or `ci/run suite`")


def test_first_contact_reads_the_committed_records(tmp_path):
    (tmp_path / "bundles" / "evidence" / "first-contact").mkdir(parents=True)
    for name in ("nvidia-h200_580.159.04.json.gz",):
        (tmp_path / "bundles" / name).symlink_to(ROOT / "bundles" / name)
    commit = read(ROOT / "bundles" / "nvidia-h200_580.159.04.json.gz")["suite"]["commit"][:7]
    (tmp_path / "bundles" / "evidence" / "h200.txt").write_text(f"{commit}    NVIDIA H200   3224   55 + 414 s\n")
    (tmp_path / "bundles" / "evidence" / "first-contact" / "ci-run-test_2core_idle.json").write_text(
        json.dumps(FIRST_CONTACT)
    )
    text = readme.gen_first_contact(tmp_path, readme.Inputs(Path("/nonexistent")))
    assert "| `ci/run test`: PASSED, suite abc1234 | 2 cores, no GPU, idle" in text
    assert text.endswith("| NVIDIA H200 | about 8 min | 55 s |")
    (tmp_path / "bundles" / "evidence" / "first-contact" / "bad.json").write_text('{"job": "test"}')
    with pytest.raises(ValueError, match="bad.json: not a first-contact record"):
        readme.gen_first_contact(tmp_path, readme.Inputs(Path("/nonexistent")))


def test_sanitizers_count_each_case_once_by_its_worst_record_and_name_what_was_left_out():
    from cudasem.report.view import Run

    def case(cid, outcome="PASS", area="a", labels=("semantics",), **sanitizer):
        return {"id": cid, "outcome": outcome, "area": area, "labels": [*labels, area], "sanitizer": sanitizer}

    def run(cases, tool=None):
        mode = {"sanitizer": tool} if tool else {}
        bundle = {"suite": {"commit": "ef8dd4c80af5"}, "identity": {"gpu": {"name": "G"}}, "run": {"mode": mode}}
        return Run(key="r", source="x.json", bundle=dict(bundle, cases=cases))

    full = run([case("a.1"), case("a.2"), case("b.1", area="b"), case("p.1", labels=("perf",)),
                case("m.1", labels=("semantics", "multi_gpu")), case("c.1", area="c")])  # fmt: skip
    part = run([case("a.1", errors=0, summary_found=True), case("a.2", "CRASH"),
                case("b.1", "UNSUPPORTED", area="b", excluded="faults on purpose")], "memcheck")  # fmt: skip
    again = run(
        [case("a.2", "FAIL", errors=0, summary_found=True), case("a.1", errors=2, summary_found=True)], "memcheck"
    )
    assert run_blocks.sanitizer_row("memcheck", full, [part, again]) == [
        "memcheck", "G", "ef8dd4c", "2", "3", "1 c, 1 multi_gpu, 1 perf", "2", "2", "1", "0", "1",
    ]  # fmt: skip
    many = run([case(f"{area}.1", area=area) for area in "defgh"])
    assert run_blocks.sanitizer_row("racecheck", many, [])[5] == "1 d, 1 e, 1 f, 2 in 2 other areas"


def test_the_history_sanitizer_table_is_of_earlier_full_runs_newest_first(monkeypatch):
    """A row per tool for each commit and GPU of bundles/history/ that no top-level run is of, the
    newest run first; of two full runs of one commit and GPU, the one with more cases."""
    from cudasem.report.view import Run

    def run(commit, started, n, tool=None):
        mode = {"sanitizer": tool} if tool else {}
        cases = [{"id": f"a.{i}", "outcome": "PASS", "area": "a", "labels": ["semantics", "a"]} for i in range(n)]
        if tool:
            for c in cases:
                c["sanitizer"] = {"errors": 0, "summary_found": True}
        b = {"suite": {"commit": commit}, "identity": {"gpu": {"name": "G"}}, "run": {"mode": mode, "started": started}}
        return Run(key="r", source="x.json", bundle=dict(b, cases=cases))

    folders = {
        "bundles": [run("ccc0000", "2026-03", 3)],
        "history": [
            run("aaa0000", "2026-01", 3),
            run("bbb0000", "2026-02", 1),
            run("bbb0000", "2026-02", 2),
            run("ccc0000", "2026-03", 3),
        ],
        "sanitizer": [
            run("aaa0000", "2026-01", 3, "memcheck"),
            run("bbb0000", "2026-02", 1, "racecheck"),
            run("ccc0000", "2026-03", 3, "memcheck"),
        ],
    }
    monkeypatch.setattr(run_blocks, "runs_in", lambda folder, optional=False: folders[folder.name])
    rows = run_blocks.gen_sanitizers_history(Path("/r")).splitlines()[2:]
    assert [r.split(" | ")[:6] for r in rows] == [
        ["| racecheck", "G", "bbb0000", "1", "1", "1 a"],
        ["| memcheck", "G", "aaa0000", "1", "3", "0"],
    ]
    folders["sanitizer"] = []
    assert (
        run_blocks.gen_sanitizers_history(Path("/r")) == "no sanitizer run of an earlier full run's commit is committed"
    )


def test_within_read_once_a_folder_is_read_once_until_a_file_in_it_changes(tmp_path, monkeypatch):
    reads: list[Path] = []
    monkeypatch.setattr(run_blocks, "load_runs", lambda folders: reads.extend(folders) or [object()])
    (bundle := tmp_path / "a.json").write_text("{}")
    run_blocks.runs_in(tmp_path)
    run_blocks.runs_in(tmp_path)
    assert len(reads) == 2  # outside it, every call reads
    with run_blocks.read_once():
        first = run_blocks.runs_in(tmp_path)
        first.clear()  # a caller's list is its own
        assert len(run_blocks.runs_in(tmp_path)) == 1 and len(reads) == 3
        bundle.write_text("{} ")
        run_blocks.runs_in(tmp_path)
        assert len(reads) == 4
        (tmp_path / "b.json").write_text("{}")
        run_blocks.runs_in(tmp_path)
        assert len(reads) == 5
    run_blocks.runs_in(tmp_path)
    assert len(reads) == 6

"""The report's triage details without a browser: column order and headers, cells that name
their observation, expected values beside observed ones, citation links to the quote, failure
paths relative to the repository (linked with --source-url), and the deviations summary."""

import copy
import re
from html.parser import HTMLParser

import pytest

from cudasem.report import casepage, findings, render
from cudasem.report import text as report_text
from cudasem.report import view as model

from conftest import GDP, REGRESSION, planted_files, read, real_files

MODE = {
    "expectations": "on",
    "retries": 2,
    "run_skipped": "off",
    "labels": "-L semantics",
    "selection": "",
    "device_selection": "0",
}
BASE = "https://github.com/ORG/cudasem/blob"


def variant(bundle, write_bundle, name, driver=None, gpu=None, mode=None, started=None, toolkit=None):
    b = copy.deepcopy(bundle)
    if driver:
        b["identity"]["driver"]["version"] = driver
    if gpu:
        b["identity"]["gpu"]["name"] = gpu
    if mode:
        b["run"]["mode"] = mode
    if started:
        b["run"]["started"] = b["run"]["ended"] = started
    if toolkit:
        b["identity"]["toolkit"]["version"] = toolkit
    return write_bundle(b, name)


class Elements(HTMLParser):
    """(tag, attrs, text) of every element, the text of its whole content."""

    def __init__(self, html):
        super().__init__()
        self.elements, self._open = [], []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        if tag in ("wbr", "br", "img", "input", "meta", "link"):
            return
        el = [tag, dict(attrs), ""]
        self.elements.append(el)
        self._open.append(el)

    def handle_endtag(self, tag):
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == tag:
                del self._open[i:]
                break

    def handle_data(self, data):
        for el in self._open:
            el[2] += data

    def find(self, tag, cls=None):
        return [e for e in self.elements if e[0] == tag and (cls is None or cls in e[1].get("class", "").split())]


# ---- item 4/5: columns -------------------------------------------------------------------------


def test_columns_are_ordered_by_gpu_then_driver_version_numerically(h100_new, write_bundle):
    files = [
        variant(h100_new, write_bundle, "a.json", driver="580.159.04"),
        variant(h100_new, write_bundle, "b.json", driver="580.65.06"),
        variant(h100_new, write_bundle, "c.json", driver="575.57.08", gpu="NVIDIA H200"),
        variant(h100_new, write_bundle, "d.json", driver="570.172.08"),
    ]
    runs = model.load_runs(files)
    assert [(r.header[0]["text"], r.header[1]["text"]) for r in runs] == [
        ("H100 80GB HBM3", "570.172.08"),
        ("H100 80GB HBM3", "580.65.06"),
        ("H100 80GB HBM3", "580.159.04"),
        ("H200", "575.57.08"),
    ]
    assert [r.key for r in runs] == ["r0", "r1", "r2", "r3"]


def test_headers_show_gpu_driver_toolkit_and_mode_and_never_look_alike(h100_new, write_bundle):
    files = [
        variant(h100_new, write_bundle, "plain.json", started="2026-11-20T08:12:00Z"),
        variant(h100_new, write_bundle, "mode1.json", mode=MODE, started="2026-11-21T08:00:00Z"),
        variant(h100_new, write_bundle, "mode2.json", mode=MODE, started="2026-11-22T08:00:00Z"),
        variant(h100_new, write_bundle, "mode3.json", mode=MODE, started="2026-11-22T08:00:00Z"),
        variant(
            h100_new, write_bundle, "off.json", mode=dict(MODE, expectations="off"), started="2026-11-22T08:00:00Z"
        ),
        variant(h100_new, write_bundle, "tk.json", toolkit="12.9.41"),
    ]
    runs = model.load_runs(files)
    headers = {r.source.rsplit("/", 1)[1]: [h["text"] for h in r.header] for r in runs}
    assert len({tuple(h) for h in headers.values()}) == len(runs), headers
    assert headers["plain.json"][:3] == ["H100 80GB HBM3", "580.159.04", "toolkit 13.0.88"]
    assert headers["tk.json"] == ["H100 80GB HBM3", "580.159.04", "toolkit 12.9.41", "mode not recorded"]
    # the mode's entries off their defaults (expectations=on, retries=0, ... of a whole-suite run)
    assert headers["mode1.json"][3:] == ["retries=2", "labels=-L semantics", "device_selection=0", "2026-11-21 08:00Z"]
    assert headers["off.json"][3] == "expectations=off" and "2026-11-22 08:00Z" not in headers["off.json"]
    # same everything, same start: the file tells them apart
    assert headers["mode2.json"][-2:] == ["2026-11-22 08:00Z", "(mode2.json)"]
    assert headers["mode3.json"][-1] == "(mode3.json)"
    assert len({r.label for r in runs}) == len(runs)
    assert [r for r in runs if "toolkit 12.9.41" in r.label]  # the label names what differs
    # the matrix shows the header lines, one element each
    out = write_bundle({}, "unused").parent / "site"
    render.render(runs, out)
    page = Elements((out / "area" / "memcpy.html").read_text())
    shown = [
        [
            e[2]
            for e in page.elements
            if e[0] == "span"
            and e[1].get("class", "").startswith("h-")
            and e in page.elements[page.elements.index(th) : page.elements.index(th) + 20]
        ]
        for th in page.find("th", "run")
    ]
    assert len(shown) == len(runs) and all(shown)


def test_a_bundle_without_a_run_mode_or_with_an_odd_one(h100_new):
    assert model.run_mode(h100_new) == []
    assert model.run_mode({"run": {"mode": "expectations=on"}}) == []
    assert model.run_mode({"run": {"mode": {"retries": 2, "on": True, "long": "x" * 100}}}) == [
        ("retries", "2"),
        ("on", "true"),
        ("long", "x" * 39 + "…"),
    ]


# ---- item 6: cells and expected values ---------------------------------------------------------


def test_matrix_cells_name_their_observation(tmp_path):
    runs = model.load_runs(planted_files())
    render.render(runs, tmp_path)
    values = []
    for page in (tmp_path / "area").glob("*.html"):
        values += [e[2] for e in Elements(page.read_text()).find("span", "value")]
    assert values and all(re.fullmatch(r"[^=]+=.*", v) for v in values), values
    assert "returned_before_release=false" in values and "cudaHostGetDevicePointer=cudaSuccess" in values
    assert not {"0", "1", "true", "false"} & set(values)


def test_expected_values_come_from_the_record_never_from_the_message():
    def check(name, value, expected, documented=True, function=None):
        return {
            "name": name,
            "value": value,
            "type": "verdict",
            "check": {"function": function or name, "expected": expected, "documented": documented},
        }

    def case(*observations, outcome="FAIL", message=""):
        return {"outcome": outcome, "message": message, "observations": list(observations)}

    ok, invalid = {"name": "cudaSuccess", "code": 0}, {"name": "cudaErrorInvalidValue", "code": 1}
    failed = check("cudaMemcpy3D", invalid, ok)
    assert model.expected_values(case(failed)) == {"cudaMemcpy3D": "cudaSuccess"}
    held = check("cudaMemcpy3D", ok, ok)
    assert model.expected_values(case(held)) == {}
    undocumented = check("cudaFoo", {"name": "cudaErrorBar", "code": 9}, None, documented=False)
    assert model.expected_values(case(undocumented)) == {"cudaFoo": "a code cudaFoo documents"}
    succeeded = check("cudaFoo", ok, None)
    assert model.expected_values(case(succeeded)) == {"cudaFoo": "a code cudaFoo documents"}
    assert model.expected_values(case(failed, outcome="PASS")) == {}
    # A message that names values is never read back: only the record counts.
    message = "x.cpp:23: Value of: r.returned_before_release\n  Actual: false\nExpected: true\n"
    plain = {"name": "returned_before_release", "value": False, "type": "verdict"}
    assert model.expected_values(case(plain, message=message)) == {}


def test_the_case_page_shows_expected_beside_observed_and_measurements_apart(h100_new, write_bundle, tmp_path):
    victim = next(c for c in h100_new["cases"] if c["id"] == REGRESSION)
    victim["observations"] = [
        {
            "name": "cudaMemcpyAsync",
            "value": {"name": "cudaErrorInvalidValue", "code": 1},
            "type": "verdict",
            "check": {
                "function": "cudaMemcpyAsync",
                "expected": {"name": "cudaSuccess", "code": 0},
                "documented": True,
            },
        },
        {"name": "returned_before_release", "value": True, "type": "verdict", "expected": False},
        {"name": "wall_ms", "value": 3.5, "type": "measurement"},
    ]
    victim["message"] = (
        "/root/src/cases/memcpy/async/d2h_pageable_blocks.cpp:22: Value of: check\n"
        "  Actual: false (cudaMemcpyAsync(dst, src, n, kind, s)\n    returned cudaErrorInvalidValue (1)\n"
        "    expected cudaSuccess (0))\nExpected: true\n"
    )
    runs = model.load_runs([write_bundle(h100_new)])
    table = {t["name"]: t for t in casepage.case_data(runs, REGRESSION)["observations"]}
    assert table["cudaMemcpyAsync"]["expected"] == ["cudaSuccess"]
    assert table["returned_before_release"]["expected"] == ["false"]
    assert table["returned_before_release"]["values"][0]["unexpected"]
    assert table["wall_ms"]["measurement"] and not table["wall_ms"]["values"][0]["unexpected"]
    render.render(runs, tmp_path / "site")
    page = Elements((tmp_path / "site" / "case" / f"{REGRESSION}.html").read_text())
    header = [
        e[2].strip()
        for e in page.elements
        if e[0] == "th" and e in page.elements[page.elements.index(page.find("table")[0]) :]
    ][:3]
    assert header[:2] == ["observation", "expected"]
    assert [e[2].strip() for e in page.find("td", "expected")] == ["cudaSuccess", "false", ""]
    assert [e[2].strip() for e in page.find("td", "unexpected")] == ["cudaErrorInvalidValue", "true"]
    measured = [e for e in page.find("tr", "measurement")]
    assert len(measured) == 1 and "measurement" in measured[0][2] and "wall_ms" in measured[0][2]


# ---- item 7: citation links --------------------------------------------------------------------


@pytest.mark.parametrize(
    "url, quote, want",
    [
        (
            "https://docs.nvidia.com/cuda/x/index.html#implicit-synchronization",
            "a device memory set,",
            "https://docs.nvidia.com/cuda/x/index.html#implicit-synchronization",
        ),
        (
            "https://docs.nvidia.com/cuda/x/index.html",
            "Returns in *count the number of devices with compute capability greater or equal to 2.0",
            "https://docs.nvidia.com/cuda/x/index.html#:~:text=Returns%20in%20%2Acount%20the"
            "%20number%20of%20devices%20with",
        ),
        (
            "https://docs.nvidia.com/x.html",
            "non-blocking streams, which do not synchronize",
            "https://docs.nvidia.com/x.html#:~:text=non%2Dblocking%20streams%2C%20which%20do%20not%20synchronize",
        ),
        (
            "https://docs.nvidia.com/x.html",
            "Programmers can globally disable ... by setting it",
            "https://docs.nvidia.com/x.html#:~:text=Programmers%20can%20globally%20disable",
        ),
        ("http://docs.nvidia.com/x.html", "", "http://docs.nvidia.com/x.html"),
        ("javascript:alert(1)", "x", None),
        ("file:///etc/passwd", "x", None),
        ("docs/DESIGN.md", "x", None),
        (None, "x", None),
    ],
)
def test_citation_links_point_at_the_quote_and_are_only_http(url, quote, want):
    assert report_text.citation_url({"url": url, "quote": quote}) == want


def test_a_non_http_citation_url_is_never_a_link(h100_new, write_bundle, tmp_path):
    case = next(c for c in h100_new["cases"] if c["id"] == GDP)
    case["citation"] = dict(case["citation"], url="javascript:alert(1)")
    render.render(model.load_runs([write_bundle(h100_new)]), tmp_path)
    for page in [tmp_path / "case" / f"{GDP}.html", tmp_path / "deviations.html"]:
        html = page.read_text()
        assert 'href="javascript:' not in html and "cite-link" not in html.split("javascript:")[0][-200:]


# ---- item 8: failure paths ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, path, line",
    [
        ("/root/cudasem/cases/arrays/copy3d/x.cpp:29: Value of", "cases/arrays/copy3d/x.cpp", "29"),
        ("/work/main/cases/arrays/copy3d/x.cu:33: Expected", "cases/arrays/copy3d/x.cu", "33"),
        ("/__w/cudasem/cudasem/harness/src/main.cpp:5: oops", "harness/src/main.cpp", "5"),
        ("passed, but /work/main/expectations/nvidia.txt:80 expects a failure", "expectations/nvidia.txt", "80"),
        ("cases/memcpy/async/d2h.cpp:22: Failure", "cases/memcpy/async/d2h.cpp", "22"),
        ("see /home/ci/w/kernels/gate.cu.", "kernels/gate.cu", None),
    ],
)
def test_failure_paths_are_relative_and_linked_at_the_suite_commit(text, path, line):
    parts = report_text.source_parts(text, "abc123", BASE)
    links = [p for p in parts if p["path"]]
    assert [p["path"] for p in links] == [path]
    assert links[0]["url"] == f"{BASE}/abc123/{path}" + (f"#L{line}" if line else "")
    assert path + (f":{line}" if line else "") in report_text.plain(parts)
    assert not re.search(r"/(root|work|__w|home)/", report_text.plain(parts))
    unlinked = report_text.source_parts(text)  # no --source-url: plain relative paths
    assert report_text.plain(unlinked) == report_text.plain(parts) and not any(p["url"] for p in unlinked)


def test_the_runs_source_root_comes_first_and_build_paths_are_not_linked(h100_new):
    h100_new["run"]["cwd"] = "/home/ci/cudasem/build/default"
    root = report_text.source_root(h100_new)
    assert root == "/home/ci/cudasem"
    parts = report_text.source_parts("/home/ci/cudasem/build/default/cases/streams/unity_0.cpp:3: x", "abc", BASE, root)
    assert report_text.plain(parts) == "build/default/cases/streams/unity_0.cpp:3: x"
    assert not any(p["url"] for p in parts)
    parts = report_text.source_parts("/home/ci/cudasem/ci/run:7 failed", "abc", BASE, root)
    assert report_text.plain(parts) == "ci/run:7 failed" and parts[0]["url"] == f"{BASE}/abc/ci/run#L7"
    for text in ("showcases/x.cpp and a/b", "see /tmp/core.1234 and https://docs.nvidia.com/cuda/x.html", "2D/3D"):
        assert report_text.plain(report_text.source_parts(text, "abc", BASE, root)) == text
        assert not any(p["path"] for p in report_text.source_parts(text, "abc", BASE, root))


def test_render_source_url_links_message_paths(tmp_path, capsys):
    assert render.main([*map(str, planted_files()), "--out", str(tmp_path / "plain")]) == 0
    assert render.main([*map(str, planted_files()), "--out", str(tmp_path / "linked"), "--source-url", BASE]) == 0
    page = f"case/{REGRESSION}.html"
    commit = read(next(p for p in planted_files() if "h100" in p.name and "580" in p.name))["suite"]["commit"]
    linked = (tmp_path / "linked" / page).read_text()
    assert f'href="{BASE}/{commit}/cases/memcpy/async/d2h_pageable_blocks.cpp#L22"' in linked
    plain = (tmp_path / "plain" / page).read_text()
    assert 'class="src"' in plain and f"{BASE}/" not in plain
    assert render.main([str(planted_files()[0]), "--out", str(tmp_path / "bad"), "--source-url", "javascript:x"]) == 2
    assert "not an http(s) URL" in capsys.readouterr().err


@pytest.mark.skipif(not real_files(), reason="no real GPU bundles committed under bundles/")
def test_real_failure_messages_carry_no_absolute_build_paths(tmp_path):
    runs = model.load_runs(real_files())
    prefixes = {
        m
        for r in runs
        for c in r.bundle["cases"]
        for m in re.findall(r"(/[\w./-]+?)/(?:cases|expectations)/", c.get("message") or "")
    }
    assert prefixes, "the real bundles' failure messages name absolute paths"
    render.render(runs, tmp_path)
    for page in [
        *(tmp_path / "case").glob("*.html"),
        tmp_path / "deviations.html",
        tmp_path / "diff.html",
        *(tmp_path / "area").glob("*.html"),
    ]:
        html = page.read_text()
        assert not any(f"{p}/cases/" in html or f"{p}/expectations/" in html for p in prefixes), page


# ---- item 9: deviations summary ----------------------------------------------------------------


def test_the_deviations_summary_says_what_the_text_says_what_the_driver_does_where(tmp_path):
    runs = model.load_runs(planted_files())
    data = findings.deviations_data(runs)
    rows = {r["id"]: (g["class"], r) for g in data["summary"] for r in g["rows"]}
    assert set(rows) == {d["id"] for d in data["deviations"]}
    cls, gdp = rows[GDP]
    assert (
        gdp["text"].startswith("flags provides for future releases") and gdp["source"] == "RT, cudaHostGetDevicePointer"
    )
    assert gdp["citation_url"].startswith("https://docs.nvidia.com/") and "ignores flags" in gdp["driver"]
    assert gdp["gpus"] == [{"gpu": "NVIDIA L4", "drivers": ["570.172.08"]}]
    assert {g["gpu"] for g in gdp["conforming"]} == {"NVIDIA H100 80GB HBM3", "NVIDIA H200"}
    assert gdp["counts"] == [["XFAIL", 1]]
    _, regression = rows[REGRESSION]  # no expectation entry: a new deviation, its observed value
    assert regression["counts"] == [["FAIL", 1]] and regression["driver"]
    assert "/" not in regression["driver"].split(" ")[0] or not regression["driver"].startswith("/")
    render.render(runs, tmp_path)
    page = Elements((tmp_path / "deviations.html").read_text())
    summary_rows = [e for e in page.find("tr") if e[1].get("data-id")]
    assert [e[1]["data-id"] for e in summary_rows][: len(rows)] == [r["id"] for g in data["summary"] for r in g["rows"]]
    gdp_row = next(e for e in summary_rows if e[1]["data-id"] == GDP)[2]
    assert "L4: 570.172.08" in gdp_row and "H100 80GB HBM3:" in gdp_row and "ignores flags" in gdp_row


def test_a_cell_shows_the_observation_the_verdict_rests_on(h100_new, write_bundle):
    case = next(c for c in h100_new["cases"] if c["id"] == REGRESSION)
    case["observations"] = [
        {"name": "wall_ms", "value": 2.5, "type": "measurement"},
        {"name": "probe_ran", "value": True, "type": "verdict"},
        {
            "name": "cudaMemcpy",
            "value": {"name": "cudaErrorInvalidValue", "code": 1},
            "type": "verdict",
            "check": {"function": "cudaMemcpy", "expected": {"name": "cudaSuccess", "code": 0}, "documented": True},
        },
    ]
    case["message"] = (
        "x.cpp:3: Value of: check\n  Actual: false (cudaMemcpy(dst, src, n, kind)\n"
        "    returned cudaErrorInvalidValue (1)\n    expected cudaSuccess (0))\nExpected: true\n"
    )
    case["outcome"] = "FAIL"
    runs = model.load_runs([write_bundle(h100_new)])
    cell = next(r for r in model.matrix_rows(runs) if r["id"] == REGRESSION)["cells"][0]
    assert cell["text"] == "cudaMemcpy=cudaErrorInvalidValue"  # the check that failed (from the record)
    # The same case passing: its check returned what it expected, its one attempt passed.
    case["outcome"], case["message"], case["failures"] = "PASS", "", []
    case["attempts"] = [{"attempt": 1, "outcome": "PASS"}]
    case["observations"][2]["value"] = {"name": "cudaSuccess", "code": 0}
    runs = model.load_runs([write_bundle(h100_new)])
    cell = next(r for r in model.matrix_rows(runs) if r["id"] == REGRESSION)["cells"][0]
    assert cell["text"] == "probe_ran=true"  # the first that is not a measurement


def test_the_case_page_shows_what_the_entry_expects_and_whether_the_failure_matched(tmp_path, h100_new, write_bundle):
    b = copy.deepcopy(h100_new)
    case = b["cases"][0]
    case["outcome"] = "FAIL"
    case["expectation"] = {
        "outcome": "fail",
        "reason": "the driver returns 1",
        "reference": "bundles/x.json",
        "source": "expectations/nvidia.txt:9",
        "expects": "r=cudaErrorInvalidValue (1)",
        "matched": False,
    }
    runs = model.load_runs([write_bundle(b, "b.json")])
    out = tmp_path / "site"
    render.render(runs, out)
    page = (out / "case" / f"{report_text.slug(case['id'])}.html").read_text()
    assert "expects: <code>r=cudaErrorInvalidValue (1)</code>" in page
    assert "the failure did not match: FAIL" in page

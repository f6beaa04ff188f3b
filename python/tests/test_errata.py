"""The errata page (findings.errata_data, templates/errata.html): every documentation finding (a
deviation whose expectation entry names a class the vocabulary files under "documentation"),
grouped by function and by document, with the case's quote, the entry's quote of the other text
(field 8), what the driver did and the runs that show it; the deviations page counts driver
deviations and documentation findings apart."""

import json

import pytest

from cudasem.model.vocabulary import deviation_classes
from cudasem.report import findings, render
from cudasem.report import view as model

from conftest import GDP, planted_files, read

DISABLE = "events.elapsed_time.disable_timing_rejected"
KINDS = deviation_classes()
# Every documentation class (the record schema's enum is the vocabulary's: test_vocabulary checks it).
DOCUMENTATION = sorted(k for k, c in KINDS.items() if c["finding"] == "documentation")
DRIVER = sorted(k for k, c in KINDS.items() if c["finding"] == "driver")
OTHER = {"doc": "DRV", "section": "cuEventElapsedTime", "text": "The other text says otherwise."}


def classified(tmp_path, gdp_class, disable_class):
    """The planted bundles, the two XFAIL cases' entries naming those classes (the first with a
    quote of another text, as field 8 gives it)."""
    paths = []
    for p in planted_files():
        b = read(p)
        for c in b["cases"]:
            exp = c.get("expectation")
            if exp and c["id"] == GDP:
                exp["class"] = gdp_class
            if exp and c["id"] == DISABLE:
                exp.update({"class": disable_class, "quote": OTHER})
        paths.append(tmp_path / p.name)
        paths[-1].write_text(json.dumps(b))
    return model.load_runs(paths)


@pytest.fixture
def runs(tmp_path):
    return classified(tmp_path, DRIVER[0], DOCUMENTATION[0])


def test_only_documentation_findings_with_both_quotes_the_observed_value_and_the_runs(runs):
    data = findings.errata_data(runs)
    [f] = data["findings"]
    assert (f["id"], f["class"]) == (DISABLE, DOCUMENTATION[0])
    assert len(f["texts"]) == 2 and f["texts"][1]["doc"] == "DRV"
    assert f["texts"][1]["text"] == OTHER["text"] and f["texts"][1]["section"] == OTHER["section"]
    assert f["texts"][0]["text"]  # the case's own citation
    assert "cudaErrorInvalidValue" in f["observed"]
    assert f["bundles"] and all(s.endswith(".json") for s in f["sources"])
    assert {c["class"] for c in data["classes"]} == {k for k, c in KINDS.items() if c["finding"] == "documentation"}


def test_grouped_by_function_and_by_document(runs):
    data = findings.errata_data(runs)
    [f] = data["findings"]
    assert [g["function"] for g in data["by_function"]] == sorted(f["api"])
    docs = {d["doc"]: d for d in data["by_document"]}
    assert set(docs) == {t["doc"] for t in f["texts"]}
    assert docs["DRV"]["sections"] == [{"section": OTHER["section"], "findings": [DISABLE]}]


def test_the_deviations_page_counts_driver_and_documentation_findings_apart(runs):
    totals = findings.deviations_data(runs)["totals"]
    assert totals["driver"] == 1 and totals["documentation"] == 1
    assert totals["unclassified"] == len(findings.deviations_data(runs)["deviations"]) - 2


def test_the_page_and_its_json_twin(runs, tmp_path):
    out = tmp_path / "site"
    render.render(runs, out)
    html = (out / "errata.html").read_text()
    assert html.count('class="erratum"') == len(findings.errata_data(runs)["by_function"])
    assert OTHER["text"] in html and 'data-group="document" data-key="DRV"' in html
    assert f'id="f-{DISABLE}"' in html and "Errata</a>" in html
    twin = json.loads((out / "errata.json").read_text())
    assert [f["id"] for f in twin["findings"]] == [DISABLE]
    dev = (out / "deviations.html").read_text()
    assert 'data-finding="driver">1 driver' in dev and 'data-finding="documentation">1 documentation' in dev


def test_no_documentation_finding_is_a_page_that_says_so(tmp_path):
    runs = classified(tmp_path, DRIVER[0], DRIVER[0])
    assert findings.errata_data(runs)["findings"] == []
    render.render(runs, tmp_path / "site")
    assert "No documentation findings" in (tmp_path / "site" / "errata.html").read_text()

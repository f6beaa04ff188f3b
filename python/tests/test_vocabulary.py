"""Every vocabulary lives once (issue 40): schema/vocabulary.json holds the outcomes, observation
types, case kinds, claim kinds, deviation classes, document keys, sanitizer tools, boolean words and CUDASEM_*
settings; the harness's C++ face is generated from it (cudasem.sources.vocabulary) and the Python
face loads it (cudasem.model.vocabulary). No other C++, Python, template, JavaScript, shell or CMake
file of the repository spells one of these lists: a stretch of code (a C++ statement or braced list,
a Python literal, comparison or string, a line of a template or script) that names three or more
words of one list is a second spelling, whether it is code or the text of a message. Comments and
docstrings describe and are not read.

Tests (python/tests, harness/tests) spell expected values on purpose and are not read; nor are
docs (docs/*.md and README.md say in words what the tools print) and data (bundles, fixtures)."""

from __future__ import annotations

import ast
import json
import re
import subprocess
from pathlib import Path

import pytest

from cudasem.model import vocabulary as v
from cudasem.sources import vocabulary as gen

ROOT = Path(__file__).resolve().parents[2]
# The faces: the vocabulary file, its loader and its generator; model/outcome.py derives the
# outcome sets from the loader and holds the one rule over outcome pairs (compare's table).
FACES = {
    "schema/vocabulary.json",
    "python/cudasem/model/vocabulary.py",
    "python/cudasem/sources/vocabulary.py",
    "python/cudasem/model/outcome.py",
}
NOT_READ = ("python/tests/", "harness/tests/", "docs/", "bundles/", "expectations/")
SUFFIXES = {".cpp", ".cu", ".h", ".cuh", ".py", ".html", ".js", ".sh", ".cmake", ".txt"}
LEAST = 3  # words of one list in one stretch that make a second spelling
_WORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*")


def lists() -> dict[str, set[str]]:
    d = v.data()
    out = {
        "outcomes": {*v.names("outcomes"), d["not_run"]["name"]},
        "observation types": set(v.names("observation_types")),
        "case kinds": set(v.names("case_kinds")),
        "claim kinds": set(v.names("claim_kinds")),
        "deviation classes": set(v.names("deviation_classes")),
        "document keys": set(v.documents()),
        "sanitizer tools": set(v.sanitizer_tools()),
        "settings": {s["name"] for s in v.settings()},
    }
    return out


def _hits(words: list[str], vocab: dict[str, set[str]]) -> list[str]:
    return [
        f"{name} ({', '.join(sorted(found))})"
        for name, members in vocab.items()
        if len(found := set(words) & members) >= LEAST
    ]


def python_stretches(text: str) -> list[tuple[int, list[str]]]:
    """(line, words) of each literal collection, comparison chain and string of a Python file
    (docstrings aside)."""
    tree = ast.parse(text)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    out: list[tuple[int, list[str]]] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.BoolOp, ast.Compare, ast.JoinedStr)):
            consts = [c.value for c in ast.walk(node) if isinstance(c, ast.Constant) and isinstance(c.value, str)]
            out.append((node.lineno, [w for c in consts for w in _WORD.findall(c)]))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            out.append((node.lineno, _WORD.findall(node.value)))
    return out


def _without_comments(text: str) -> str:
    """C-family text with its comments blanked (line breaks kept); string literals kept."""
    pattern = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/', re.S)
    return pattern.sub(lambda m: m.group() if m.group()[0] in "\"'" else re.sub(r"[^\n]", " ", m.group()), text)


def c_stretches(text: str) -> list[tuple[int, list[str]]]:
    """(line, words) of each stretch of a C++/CUDA/JavaScript file between ';', '{' and '}',
    comments aside."""
    text = _without_comments(text)
    out, start, line = [], 0, 1
    for m in re.finditer(r"[;{}]", text):
        piece = text[start : m.start()]
        out.append((line, _WORD.findall(piece)))
        line += piece.count("\n") + m.group().count("\n")
        start = m.end()
    out.append((line, _WORD.findall(text[start:])))
    return out


def line_stretches(text: str) -> list[tuple[int, list[str]]]:
    """(line, words) of each line of a script, template or CMake file, its comment (from a '#' that
    starts the line or follows a blank) aside, and the text a script prints with `cat <<WORD` (a
    usage message) aside."""
    out, printed_until = [], None
    for no, ln in enumerate(text.splitlines(), 1):
        if printed_until is not None:
            printed_until = None if ln.strip() == printed_until else printed_until
            continue
        heredoc = re.search(r"\bcat\s+<<-?\s*['\"]?(\w+)", ln)
        if heredoc:
            printed_until = heredoc.group(1)
        out.append((no, _WORD.findall(re.sub(r"(^|\s)#.*", "", ln))))
    return out


def spellings(path: Path, text: str, vocab: dict[str, set[str]]) -> list[str]:
    if path.suffix == ".py":
        stretches = python_stretches(text)
    elif path.suffix in (".cpp", ".cu", ".h", ".cuh", ".js"):
        stretches = c_stretches(text)
    else:
        stretches = line_stretches(text)
    found = {f"{path}:{no}: {hit}" for no, words in stretches for hit in _hits(words, vocab)}
    return sorted(found, key=lambda s: (s.split(":")[0], int(s.split(":")[1])))


def _is_shell(path: Path) -> bool:
    try:
        first = path.open(encoding="utf-8").readline()
    except (OSError, UnicodeDecodeError):
        return False
    return bool(re.match(r"#!.*\b(ba)?sh\b", first))


def repository_files() -> list[Path]:
    names = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    out = []
    for name in names:
        if name in FACES or name.startswith(NOT_READ):
            continue
        path = ROOT / name
        if not path.is_file():
            continue
        if path.suffix in SUFFIXES or name.endswith("CMakeLists.txt") or (not path.suffix and _is_shell(path)):
            if path.suffix == ".txt" and not name.endswith("CMakeLists.txt"):
                continue
            out.append(path)
    return out


def test_no_file_spells_a_vocabulary_list_outside_its_faces():
    vocab = lists()
    found = []
    for path in repository_files():
        found += spellings(path.relative_to(ROOT), path.read_text(encoding="utf-8", errors="replace"), vocab)
    assert not found, "a vocabulary list spelled outside schema/vocabulary.json's faces:\n" + "\n".join(found)


@pytest.mark.parametrize(
    "name,text",
    [
        ("planted.py", 'TOOLS = ("memcheck", "racecheck", "synccheck")\n'),
        ("planted.py", 'if outcome == "PASS" or outcome == "XFAIL" or outcome == "FLAKY":\n    pass\n'),
        ("planted.py", 'raise ValueError("not PASS, FAIL or XPASS")\n'),
        ("planted.cpp", 'for (const char* t : {"memcheck", "racecheck", "initcheck"}) use(t);\n'),
        ("planted.cpp", 'if (o == "PASS" || o == "XFAIL" || o == "FLAKY") return 0;\n'),
        ("planted.cpp", "enum class Kind { semantics, characterization, perf };\n"),
        ("planted.py", 'CLAIMS = ("promise", "documented_failure", "caller_requirement")\n'),
        ("planted.cpp", 'const char* m = "not driver-differs, undocumented-code or documents-disagree";\n'),
        ("planted.sh", "for tool in memcheck racecheck synccheck initcheck; do :; done\n"),
    ],
)
def test_a_planted_second_spelling_is_found(name, text):
    assert spellings(Path(name), text, lists()), text


@pytest.mark.parametrize(
    "name,text",
    [
        ("ok.py", 'if outcome == "PASS":\n    pass\n'),
        ("ok.py", 'BAD = vocabulary.outcomes_where("bad")\n'),
        ("ok.cpp", "if (o == vocab::kPass) return vocab::kExitPass;\n"),
        ("ok.cpp", 'x = "memcheck"; y = "racecheck"; z = "initcheck";\n'),
        ("ok.cpp", "// the tools: memcheck, racecheck, synccheck\nint x;\n"),
        ("ok.py", '"""Outcomes PASS, FAIL and XPASS."""\n# and CRASH, TIMEOUT, MISSING\n'),
        ("ok.sh", "# memcheck, racecheck, synccheck\n"),
        ("ok.sh", "usage() {\n  cat <<'EOF'\n  outcomes PASS, FAIL, XPASS\nEOF\n}\n"),
    ],
)
def test_one_word_of_a_list_is_no_spelling(name, text):
    assert not spellings(Path(name), text, lists()), text


def test_the_generated_cpp_face_compiles_and_holds_every_list(tmp_path):
    header = tmp_path / "cudasem_vocabulary.h"
    assert gen.main(["cpp", "--out", str(header)]) == 0
    text = header.read_text()
    for name, members in lists().items():
        if name == "outcomes":
            members = members - {v.data()["not_run"]["name"]}
        for word in members:
            assert f'"{word}"' in text, (name, word)
    probe = tmp_path / "probe.cpp"
    probe.write_text(
        '#include "cudasem_vocabulary.h"\n'
        "static_assert(cudasem::vocab::count(cudasem::vocab::kOutcomes) > 0);\n"
        "int main() { return cudasem::vocab::kExitPass; }\n"
    )
    compiler = subprocess.run(
        ["g++", "-std=c++17", "-fsyntax-only", f"-I{tmp_path}", str(probe)], capture_output=True, text=True
    )
    assert compiler.returncode == 0, compiler.stderr


def test_the_bundle_schema_enums_are_the_vocabulary():
    """schema/bundle.schema.json stays readable on its own (other validators read it): its enums are
    compared with the vocabulary here rather than generated."""
    schema = json.loads((ROOT / "schema" / "bundle.schema.json").read_text())
    enums: list[list[str]] = []

    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("enum"), list):
                enums.append([e for e in node["enum"] if isinstance(e, str)])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    vocab = lists()
    for enum in enums:
        for name, members in vocab.items():
            if len(set(enum) & members) >= LEAST:
                wanted = members - {v.data()["not_run"]["name"]}
                assert set(enum) == wanted, f"bundle.schema.json's enum {enum} is not the vocabulary's {name}"


def test_the_all_cases_preset_selects_every_case_kind():
    """CMakePresets.json cannot compute its filter: it is compared with the vocabulary here."""
    presets = json.loads((ROOT / "CMakePresets.json").read_text())
    labels = [
        p["filter"]["include"]["label"]
        for p in presets.get("testPresets", [])
        if (p.get("filter") or {}).get("include", {}).get("label", "").count("|") >= LEAST - 1
    ]
    assert labels and all(label == v.kind_labels() for label in labels), labels

"""No function of the harness is longer than 80 lines (issue 40, item 5): harness/src,
harness/include and harness/tools (the harness's own tests are exempt), tables excepted.

A small scanner, no compiler: comments, string and character literals (raw strings too) and
preprocessor lines are blanked out first, keeping line numbers; then braces are matched, and each
brace block at namespace or class scope whose header reads as a function declarator (a name, its
parameter list, then qualifiers, a trailing return type or a constructor's initializer list) is a
function definition, measured from its header's first line to its closing brace."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("harness/src", "harness/include", "harness/tools")
SUFFIXES = {".h", ".hpp", ".cuh", ".cpp", ".cc", ".cu"}
LIMIT = 80

# Functions whose body is a data table: one row a line, nothing to split but the data.
TABLES = {
    # name -> CUdevice_attribute: one row per device attribute the cases may require.
    ("harness/src/device.cpp", "attribute_table"),
}

_CONTAINER = re.compile(r"^(?:template\s*<.*>\s*)?(?:namespace|class|struct|union|enum)\b|^extern\s*\"\"\s*$", re.S)
_CONTROL = {"if", "for", "while", "switch", "catch", "do", "else", "try", "return", "sizeof", "decltype", "alignof"}
_TRAILER = re.compile(
    r"^\s*(?:(?:const|volatile|noexcept|override|final|mutable|&&|&|throw\s*\(\s*\)"
    r"|noexcept\s*\([^()]*\)|->\s*[\w:<>,\s*&]+)\s*)*$"
)


def blank(text: str) -> str:
    """The text with comments, literals and preprocessor lines replaced by spaces (newlines kept);
    a string literal keeps its quotes ("" marks where one was)."""
    out: list[str] = []
    i, n = 0, len(text)
    line_start = True

    def keep_lines(chunk: str) -> str:
        return "".join(c if c == "\n" else " " for c in chunk)

    while i < n:
        c = text[i]
        if line_start and c in " \t":
            out.append(c)
            i += 1
            continue
        if line_start and c == "#":  # a preprocessor line, with its continuations
            j = i
            while j < n and not (text[j] == "\n" and text[j - 1] != "\\"):
                j += 1
            out.append(keep_lines(text[i:j]))
            i = j
            continue
        line_start = c == "\n"
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(keep_lines(text[i:j]))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(keep_lines(text[i:j]))
            i = j
        elif (
            c == "R"
            and i + 1 < n
            and text[i + 1] == '"'
            and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"))
        ):
            m = re.compile(r'R"([^()\\\s]{0,16})\(').match(text, i)
            if not m:
                out.append(c)
                i += 1
                continue
            end = text.find(")" + m.group(1) + '"', m.end())
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + keep_lines(text[i + 2 : j]))
            i = j
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum() and re.search(r"\b\d[\w']*$", text[max(0, i - 40) : i]):
                out.append(" ")  # a digit separator (1'000'000)
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            if j >= n or text[j] != c:  # unterminated: blank it, keep the newline
                out.append(keep_lines(text[i:j]))
            else:
                j += 1
                out.append(c + keep_lines(text[i + 1 : j - 1]) + c)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _matching(text: str, open_at: int) -> int:
    """The index of the brace that closes the one at open_at (len(text) if none)."""
    depth = 0
    for k in range(open_at, len(text)):
        if text[k] == "{":
            depth += 1
        elif text[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(text)


def _strip_templates(header: str) -> str:
    """The header without its leading template<...> parameter lists and attributes ([[noreturn]])."""
    header = re.sub(r"\[\[.*?\]\]", " ", header, flags=re.S).strip()
    while header.startswith("template"):
        opening = header.find("<")
        if opening < 0:
            break
        depth, k = 0, opening
        for k in range(opening, len(header)):
            depth += header[k] == "<"
            depth -= header[k] == ">"
            if depth == 0:
                break
        header = header[k + 1 :].strip()
    return header


def function_name(header: str) -> str | None:
    """The function's name when the header (the text before a '{' at namespace or class scope)
    declares one, else None."""
    header = _strip_templates(header)
    if not header or _CONTAINER.match(header) or "(" not in header:
        return None
    # The parameter list: the first top-level '(' and its match.
    open_at = header.find("(")
    call = re.match(r"\(\s*\)\s*\(", header[open_at:])
    if call and re.search(r"\boperator\s*$", header[:open_at]):  # operator()(...)
        open_at += call.end() - 1
    before = header[:open_at].rstrip()
    m = re.search(r"(operator\s*(?:\(\s*\)|[^\w\s(]+|\w[\w\s:*&<>]*)|~?[A-Za-z_]\w*(?:\s*<[^()]*>)?)$", before)
    if not m or (not m.group(1).startswith("operator") and re.search(r"=\s*$", before)):
        return None
    name = m.group(1).strip()
    if name.split("<")[0].strip() in _CONTROL:
        return None
    depth = 0
    for k in range(open_at, len(header)):
        depth += header[k] == "("
        depth -= header[k] == ")"
        if depth == 0:
            break
    else:
        return None
    trailer = header[k + 1 :]
    # Qualifiers and a trailing return type, or a constructor's initializer list.
    if not (_TRAILER.match(trailer) or re.match(r"^\s*(?:noexcept\s*)?:(?!:)", trailer)):
        return None
    qualified = re.search(r"((?:\w+\s*::\s*)*)$", before[: m.start()])
    return ((qualified.group(1) if qualified else "") + name).replace(" ", "")


def functions(text: str) -> list[tuple[int, str, int]]:
    """(first line, name, lines) of each function definition at namespace or class scope."""
    code = blank(text)
    found: list[tuple[int, str, int]] = []

    def scan(start: int, end: int) -> None:
        header_from = start
        k = start
        while k < end:
            ch = code[k]
            access = ch == ":" and re.search(r"\b(public|private|protected)\s*$", code[header_from:k])
            if ch in ";}" or access:
                header_from = k + 1
            elif ch == "{":
                header = code[header_from:k]
                close = _matching(code, k)
                stripped = _strip_templates(header.strip())
                if re.search(r"\)\s*(?:noexcept\s*)?:(?!:)[^;]*[\w>]\s*$", header):
                    k = close + 1  # a member's brace initializer in a constructor's initializer list
                    continue
                name = function_name(header)
                if name is not None:
                    first = header_from + len(header) - len(header.lstrip())
                    first_line = code.count("\n", 0, first) + 1
                    last_line = code.count("\n", 0, close) + 1
                    found.append((first_line, name, last_line - first_line + 1))
                elif _CONTAINER.match(stripped):
                    scan(k + 1, close)
                header_from = close + 1
                k = close
            k += 1

    scan(0, len(code))
    return found


def sources() -> list[Path]:
    return sorted(p for folder in FOLDERS for p in (ROOT / folder).rglob("*") if p.suffix in SUFFIXES and p.is_file())


def too_long(paths: list[Path], root: Path = ROOT) -> list[str]:
    out = []
    for path in paths:
        rel = path.relative_to(root).as_posix()
        for line, name, length in functions(path.read_text(encoding="utf-8", errors="replace")):
            if length > LIMIT and (rel, name.split("::")[-1]) not in TABLES:
                out.append(f"{rel}:{line}:{name}:{length}")
    return out


def test_no_harness_function_is_longer_than_80_lines():
    assert sources(), "no harness sources found"
    long = too_long(sources())
    assert not long, "functions over 80 lines (split them into named steps):\n" + "\n".join(long)


def test_the_scanner_finds_the_harness_functions():
    """The scanner sees real definitions: a sanity floor against a scanner that finds nothing."""
    names = {name for path in sources() for _, name, _ in functions(path.read_text())}
    assert {"main", "run_case", "validate_cases", "attribute_table", "parse_sanitizer_log"} <= names


def test_table_allow_list_names_existing_functions():
    for rel, name in TABLES:
        assert name in {n.split("::")[-1] for _, n, _ in functions((ROOT / rel).read_text())}, (rel, name)


PLANTED = """\
// A brace in a comment { and in a string "}" or a char '{' changes nothing.
#define OPEN {
namespace demo {
struct Holder {
  int short_one() const { return 1; }
  Holder() : value_{2}, other_(3) {}
  int value_, other_;
};
static const char* raw = R"x( } { )x";
int planted_long(int n) noexcept {
%s  return n;
}
}  // namespace demo
"""


def test_a_planted_long_function_is_named(tmp_path):
    body = "".join(f"  n += {i}; // '{{' \n" for i in range(LIMIT - 2))  # 81 lines with header, return and brace
    (tmp_path / "harness" / "src").mkdir(parents=True)
    path = tmp_path / "harness" / "src" / "planted.cpp"
    path.write_text(PLANTED % body)
    assert [(line, name) for line, name, _ in functions(path.read_text())] == [
        (5, "short_one"),
        (6, "Holder"),
        (10, "planted_long"),
    ]
    assert too_long([path], tmp_path) == ["harness/src/planted.cpp:10:planted_long:81"]
    path.write_text(PLANTED % body[: body.rfind("  n +=")])
    assert too_long([path], tmp_path) == []


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("int run_case(const std::string& id, int argc, char** argv) ", "run_case"),
        ("[[noreturn]] void finish(Run& run) ", "finish"),
        ('extern "" void on_fatal_signal(int sig) ', "on_fatal_signal"),
        ("std::string Requirement::describe() const ", "Requirement::describe"),
        ("auto f() -> int ", "f"),
        ("bool operator==(const A& o) const ", "operator=="),
        ("void operator()(int a) const ", "operator()"),
        ("template <typename T> T pick(T a) ", "pick"),
        ('extern "" ', None),
        ("static const std::vector<Document> docs = ", None),
        ("std::atomic<bool> g_timed_out", None),
        ("namespace cudasem ", None),
        ("class Collector : public ::testing::EmptyTestEventListener ", None),
    ],
)
def test_function_name(header, name):
    assert function_name(header) == name

// SPDX-License-Identifier: Apache-2.0
#include "expectations.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "cudasem_vocabulary.h"
#include "device.h"

namespace cudasem {
namespace {
// The deviation classes an entry may name: schema/vocabulary.json's.
bool is_deviation_class(const std::string& name) {
  for (const auto& c : vocab::kDeviationClasses)
    if (name == c.name) return true;
  return false;
}

bool is_document(const std::string& key) {
  for (const auto& d : vocab::kDocuments)
    if (key == d.key) return true;
  return false;
}

std::string document_keys() {
  std::string out;
  for (const auto& d : vocab::kDocuments) out += (out.empty() ? "" : ", ") + std::string(d.key);
  return out;
}

// Field 8: `<DOC> <section>: "<verbatim text>"`, DOC a document key of the vocabulary.
void parse_quote(Expectation& e, const std::string& text, const std::string& where) {
  static const std::regex form(R"re(^([A-Z]+) ([^"]*[^" ]): "(.*[^ ].*)"$)re");
  std::smatch m;
  if (!std::regex_match(text, m, form))
    throw ExpectationError(where + ": the quote in field 8 is not `<DOC> <section>: \"<text>\"` (" + text + ")");
  if (!is_document(m[1]))
    throw ExpectationError(
        where + ": the quote names the document '" + m[1].str() + "' (expected " + document_keys() + ")");
  e.quote_doc = m[1];
  e.quote_section = m[2];
  e.quote_text = m[3];
}

std::string deviation_classes() {
  std::string out;
  for (const auto& c : vocab::kDeviationClasses) out += (out.empty() ? "" : ", ") + std::string(c.name);
  return out;
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

std::vector<std::string> split_fields(const std::string& line) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : line) {
    if (c == '|') {
      out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(trim(cur));
  return out;
}

const char* kOps[] = {"!=", ">=", "<=", "=", ">", "<"};
// The values of the os key (Facts::os): the platforms CUDA runs on.
const std::string kOsNames[] = {"linux", "windows"};

const std::vector<std::string>& known_keys() {
  static const std::vector<std::string> keys = {"gpu", "pci", "cc", "driver", "driver_api", "runtime", "os"};
  return keys;
}

bool known_key(const std::string& k) {
  const auto& keys = known_keys();
  return std::find(keys.begin(), keys.end(), k) != keys.end() || attribute_table().count(k);
}

bool all_of_class(const std::string& v, const char* allowed) {
  return !v.empty() && v.find_first_not_of(allowed) == std::string::npos;
}

// A value that cannot be compared is an error here, never a value that matches everything.
void check_value(const std::string& key, const std::string& op, const std::string& value, const std::string& where) {
  const std::string term = key + op + value;
  auto bad = [&](const std::string& why) { throw ExpectationError(where + ": condition '" + term + "': " + why); };
  if (key == "gpu" || key == "os") {
    if (op != "=" && op != "!=") bad("'" + key + "' takes only = and != (a name or glob)");
    if (key == "os" && std::find(std::begin(kOsNames), std::end(kOsNames), value) == std::end(kOsNames))
      bad("unknown os '" + value + "' (linux or windows, in lower case)");
    return;
  }
  if (key == "driver" || key == "driver_api" || key == "runtime" || key == "cc") {
    // ASCII digits separated by single dots: 580.159.04, 13.0, 9.0
    if (!all_of_class(value, "0123456789.") || value.front() == '.' || value.back() == '.' ||
        value.find("..") != std::string::npos)
      bad("the value must be a version of ASCII digits and dots, e.g. 580.159.04");
    // The runtime is what cudaRuntimeGetVersion of the loaded library says: major and minor only
    // (13020 for every 13.2.x release), so 13.2.75 would never equal it: an error, not a stale entry.
    if (key == "runtime" && std::count(value.begin(), value.end(), '.') > 1)
      bad("the runtime is known as major.minor (cudaRuntimeGetVersion of the loaded library has no patch "
          "level): write e.g. runtime=13.2");
    return;
  }
  if (key == "pci") {
    // One notation: 0x and 1 to 4 hex digits (a decimal 9008 would be read as 0x9008 elsewhere).
    const bool hex = value.size() > 2 && value.size() <= 6 && value.compare(0, 2, "0x") == 0 &&
                     all_of_class(value.substr(2), "0123456789abcdefABCDEF");
    if (!hex) bad("the value must be a PCI device id in hex, 0x and 1 to 4 hex digits, e.g. 0x2330");
    return;
  }
  // a device attribute: an integer of an int's range
  const std::string digits = value[0] == '-' ? value.substr(1) : value;
  if (!all_of_class(digits, "0123456789")) bad("the value of a device attribute must be an integer");
  const std::string significant = digits.substr(std::min(digits.find_first_not_of('0'), digits.size()));
  if (significant.size() > 10 || std::stoll(significant.empty() ? "0" : significant) > 2147483647LL + (value[0] == '-'))
    bad("the value of a device attribute must be an integer from -2147483648 to 2147483647");
}

// Splits the conditions field into terms; a double-quoted value may hold spaces.
std::vector<Condition> parse_conditions(const std::string& field, const std::string& where) {
  std::vector<Condition> out;
  if (field == "any") return out;
  size_t i = 0;
  while (i < field.size()) {
    while (i < field.size() && std::isspace(static_cast<unsigned char>(field[i]))) ++i;
    if (i >= field.size()) break;
    size_t key_start = i;
    while (i < field.size() && (std::isalnum(static_cast<unsigned char>(field[i])) || field[i] == '_')) ++i;
    std::string key = field.substr(key_start, i - key_start);
    std::string op;
    for (const char* candidate : kOps) {
      if (field.compare(i, std::string(candidate).size(), candidate) == 0) {
        op = candidate;
        break;
      }
    }
    if (key.empty() || op.empty())
      throw ExpectationError(where + ": cannot read condition at '" + field.substr(key_start) +
                             "' (expected key OP value, OP one of = != >= > <= <, or 'any')");
    if (!known_key(key))
      throw ExpectationError(where + ": unknown condition key '" + key +
                             "' (gpu, pci, cc, driver, driver_api, runtime, os or a device attribute)");
    i += op.size();
    std::string value;
    if (i < field.size() && field[i] == '"') {
      size_t close = field.find('"', i + 1);
      if (close == std::string::npos) throw ExpectationError(where + ": unterminated quote in condition '" + key + "'");
      value = field.substr(i + 1, close - i - 1);
      i = close + 1;
    } else {
      size_t start = i;
      while (i < field.size() && !std::isspace(static_cast<unsigned char>(field[i]))) ++i;
      value = field.substr(start, i - start);
    }
    if (value.empty()) throw ExpectationError(where + ": condition '" + key + op + "' has no value");
    check_value(key, op, value, where);
    out.push_back({key, op, value});
  }
  return out;
}

bool apply_op(int cmp, const std::string& op) {
  if (op == "=") return cmp == 0;
  if (op == "!=") return cmp != 0;
  if (op == ">=") return cmp >= 0;
  if (op == ">") return cmp > 0;
  if (op == "<=") return cmp <= 0;
  return cmp < 0;
}

std::string version_text(int v) { return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10); }

}  // namespace

namespace {
// A dotted version's part as a number: its leading ASCII digits without leading zeros ("" is 0),
// compared by length and then digit by digit, so that no part is too long to compare.
std::string version_part(const std::string& part) {
  std::size_t end = 0;
  while (end < part.size() && part[end] >= '0' && part[end] <= '9') ++end;
  std::size_t start = 0;
  while (start < end && part[start] == '0') ++start;
  return part.substr(start, end - start);
}
}  // namespace

int compare_versions(const std::string& a, const std::string& b) {
  std::size_t ia = 0, ib = 0;
  while (ia <= a.size() || ib <= b.size()) {
    const std::size_t ea = std::min(a.find('.', ia), a.size()), eb = std::min(b.find('.', ib), b.size());
    const std::string pa = ia <= a.size() ? version_part(a.substr(ia, ea - ia)) : "";
    const std::string pb = ib <= b.size() ? version_part(b.substr(ib, eb - ib)) : "";
    if (pa.size() != pb.size()) return pa.size() < pb.size() ? -1 : 1;
    if (pa != pb) return pa < pb ? -1 : 1;
    ia = ea + 1;
    ib = eb + 1;
  }
  return 0;
}

bool glob_match(const std::string& p, const std::string& t) {
  size_t pi = 0, ti = 0, star = std::string::npos, mark = 0;
  while (ti < t.size()) {
    if (pi < p.size() && (p[pi] == '?' || p[pi] == t[ti])) {
      ++pi;
      ++ti;
    } else if (pi < p.size() && p[pi] == '*') {
      star = pi++;
      mark = ti;
    } else if (star != std::string::npos) {
      pi = star + 1;
      ti = ++mark;
    } else {
      return false;
    }
  }
  while (pi < p.size() && p[pi] == '*') ++pi;
  return pi == p.size();
}

// A name a case records: a label of two or more words joined by '_' or '.', or a Runtime/Driver API
// function's name (a check), either one optionally followed by "[label]" and " #<n>".
bool observation_name(const std::string& text) {
  static const std::regex label(R"(^[A-Za-z0-9]+([._][A-Za-z0-9]+)+(@[0-9]+)?(\[[A-Za-z0-9_]+\])?( #[0-9]+)?$)");
  static const std::regex function(R"(^(cuda|cu)[A-Z][A-Za-z0-9_]*(\[[A-Za-z0-9_]+\])?( #[0-9]+)?$)");
  return std::regex_match(text, label) || std::regex_match(text, function);
}

// Field 7: "name=value ; message~text ; ..." or "any failure".
void parse_expects(Expectation& e, const std::string& text, const std::string& where) {
  e.expects_text = text;
  if (text.empty()) return;
  if (text == "any failure") {
    e.any_failure = true;
    return;
  }
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(" ; ", start);
    if (end == std::string::npos) end = text.size();
    const std::string clause = trim(text.substr(start, end - start));
    start = end + 3;
    if (clause.empty()) throw ExpectationError(where + ": empty clause in the expects field");
    if (clause.rfind("message~", 0) == 0) {
      if (clause.size() == 8) throw ExpectationError(where + ": `message~` needs a text");
      e.expected_messages.push_back(clause.substr(8));
      continue;
    }
    const std::size_t eq = clause.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == clause.size())
      throw ExpectationError(where + ": expects clause '" + clause + "' is not `observation=value` or `message~text`");
    const std::string name = trim(clause.substr(0, eq));
    if (!observation_name(name))
      throw ExpectationError(where + ": expects clause '" + clause + "' names the observation '" + name +
                             "', which is not a name a case records (a label such as returned_before_release, a "
                             "called function such as cudaFree, `cudaFree #2`, `cudaStreamQuery[while_held]`): never "
                             "expression text or a variable's name");
    e.expected_observations.emplace_back(name, trim(clause.substr(eq + 1)));
  }
}

namespace {

// A block header, `[<conditions> | <reference>]`, and how many entries it has so far.
struct Block {
  int line = 0;
  std::vector<Condition> conditions;
  std::string conditions_text, reference;
  int entries = 0;
};

std::string term_text(const Condition& c) {
  return c.key + c.op + (c.value.find(' ') != std::string::npos ? "\"" + c.value + "\"" : c.value);
}

std::vector<std::string> sorted_terms(const std::vector<Condition>& conditions) {
  std::vector<std::string> out;
  for (const auto& c : conditions) out.push_back(c.key + "\n" + c.op + "\n" + c.value);
  std::sort(out.begin(), out.end());
  return out;
}

Block parse_header(const std::string& line, const std::string& file, int line_no, const Block* previous) {
  const std::string where = file + ":" + std::to_string(line_no);
  if (line.back() != ']')
    throw ExpectationError(where +
                           ": a line that starts with '[' is a block header, `[<conditions> | <reference>]`, "
                           "and ends with ']'");
  const auto fields = split_fields(line.substr(1, line.size() - 2));
  if (fields.size() != 2)
    throw ExpectationError(where + ": a block header has 2 fields, `[<conditions> | <reference>]`, found " +
                           std::to_string(fields.size()) + " (blocks do not nest: a header ends the block before it)");
  Block b;
  b.line = line_no;
  b.conditions_text = fields[0];
  b.reference = fields[1];
  if (b.conditions_text.empty())
    throw ExpectationError(where +
                           ": the block header's conditions are empty (write 'any' for a block that holds "
                           "everywhere)");
  b.conditions = parse_conditions(b.conditions_text, where);
  if (!conditions_satisfiable(b.conditions))
    throw ExpectationError(
        where + ": the block header's conditions '" + b.conditions_text + "' can never all hold (the block is dead)");
  if (b.reference.empty())
    throw ExpectationError(where +
                           ": the block header needs the reference its entries share (bug, document or "
                           "bundle)");
  if (previous && previous->reference == b.reference &&
      sorted_terms(previous->conditions) == sorted_terms(b.conditions))
    throw ExpectationError(where + ": the block header repeats the header of the block just before it (line " +
                           std::to_string(previous->line) + "): its entries are that block's");
  return b;
}

void check_block_has_entries(const Block& b, const std::string& file) {
  if (b.entries == 0)
    throw ExpectationError(file + ":" + std::to_string(b.line) + ": the block header '[" + b.conditions_text + " | " +
                           b.reference + "]' has no entries");
}

}  // namespace

namespace {

// CR LF and CR-only line endings read as LF; a byte-order mark is an error.
std::string normalized_text(const std::string& text, const std::string& file) {
  if (text.compare(0, 3, "\xef\xbb\xbf") == 0)
    throw ExpectationError(file + ":1: the file starts with a UTF-8 byte-order mark (save it without one: the " +
                           "first entry's case id would begin with it and match no case)");
  std::string normalized = text;
  for (size_t pos = 0; (pos = normalized.find('\r', pos)) != std::string::npos;) {
    if (pos + 1 < normalized.size() && normalized[pos + 1] == '\n')
      normalized.erase(pos, 1);
    else
      normalized[pos] = '\n';
  }
  return normalized;
}

// Fields 1 and 2: the case id or glob and the outcome.
void parse_pattern_and_outcome(Expectation& e, const std::vector<std::string>& fields, const std::string& where) {
  e.pattern = fields[0];
  e.outcome = fields[1];
  if (e.pattern.empty() || e.pattern.find(' ') != std::string::npos)
    throw ExpectationError(where + ": the case id or glob is empty or has a space");
  if (e.pattern.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_.*?") != std::string::npos)
    throw ExpectationError(where + ": the case id or glob '" + e.pattern +
                           "' has a character no case id has (ids are a-z, 0-9, '_' and '.'; a glob adds * and ?)");
  if (e.outcome != "fail" && e.outcome != "flaky" && e.outcome != "skip")
    throw ExpectationError(where + ": unknown outcome '" + e.outcome + "' (expected fail, flaky or skip)");
}

// Fields 3 and 5 of an entry in a block: the header's conditions, plus the entry's; the header's
// reference unless the entry names another.
void apply_block(Expectation& e, Block& block, const std::vector<std::string>& fields, const std::string& where) {
  const std::string header = "the block header (line " + std::to_string(block.line) + ")";
  e.block_line = block.line;
  e.block_conditions_text = block.conditions_text;
  e.block_reference = block.reference;
  e.conditions = block.conditions;
  e.conditions_text = block.conditions_text;
  if (fields[2] == "any")
    throw ExpectationError(where + ": 'any' in a block: leave the conditions empty for those of " + header +
                           " (an entry adds conditions to its block's, never removes them)");
  if (!fields[2].empty()) {
    for (const Condition& c : parse_conditions(fields[2], where)) {
      for (const Condition& h : block.conditions)
        if (h.key == c.key && h.op == c.op && h.value == c.value)
          throw ExpectationError(where + ": " + header + " has the condition '" + term_text(c) +
                                 "' already; name only the conditions the entry adds");
      e.conditions.push_back(c);
    }
    e.conditions_text += " " + fields[2];
  }
  if (fields[4] == block.reference)
    throw ExpectationError(
        where + ": " + header + " has this reference already; leave the field empty for it, or name another");
  e.reference = fields[4].empty() ? block.reference : fields[4];
  ++block.entries;
}

// Fields 3 and 5 of an entry outside any block.
void apply_own_fields(Expectation& e, const std::vector<std::string>& fields, const std::string& where) {
  if (fields[2].empty())
    throw ExpectationError(where + ": empty conditions (write 'any' for an entry that holds everywhere)");
  e.conditions = parse_conditions(fields[2], where);
  e.conditions_text = fields[2];
  e.reference = fields[4];
}

// Fields 4 and 6 to 8: the reason, the class, what the entry expects and the second quote.
void parse_evidence(Expectation& e, const std::vector<std::string>& fields, const std::string& where) {
  e.reason = fields[3];
  if (fields.size() >= 6 && !fields[5].empty()) {
    e.deviation_class = fields[5];
    if (!is_deviation_class(e.deviation_class))
      throw ExpectationError(
          where + ": unknown class '" + e.deviation_class + "' (expected " + deviation_classes() + ")");
  }
  if (e.reason.empty()) throw ExpectationError(where + ": every entry needs a reason");
  if (e.reference.empty()) throw ExpectationError(where + ": every entry needs a reference (bug, document or bundle)");
  if (fields.size() >= 7) parse_expects(e, fields[6], where);
  if (fields.size() == 8 && !fields[7].empty()) {
    if (e.deviation_class.empty())
      throw ExpectationError(where + ": a quote in field 8 is evidence for a class; name the class in field 6");
    parse_quote(e, fields[7], where);
  }
  if (e.deviation_class == "documents-disagree" && e.quote_text.empty())
    throw ExpectationError(where +
                           ": a documents-disagree entry quotes the other text in field 8 "
                           "(`<DOC> <section>: \"<text>\"`; the case's citation is the first)");
}

// What a fail, flaky or skip entry must say it expects, by whether it names one case or a glob.
void check_expects(const Expectation& e, const std::string& where) {
  const bool glob = e.pattern.find_first_of("*?") != std::string::npos;
  if (e.outcome == "fail" && !e.any_failure && e.expected_observations.empty() && e.expected_messages.empty())
    throw ExpectationError(where +
                           ": a fail entry names what it expects in field 7 (`observation=value` "
                           "clauses separated by ' ; ', or `message~text`), so that a failure for "
                           "another reason stays FAIL" +
                           std::string(glob ? "; a glob entry may say `any failure`" : ""));
  if (e.any_failure && !glob)
    throw ExpectationError(
        where + ": `any failure` is only for glob entries; name what '" + e.pattern + "' is expected to show");
  if (glob && e.outcome == "skip" && e.expects_text != "any failure")
    throw ExpectationError(where + ": a glob skip entry must opt in with `any failure` in field 7");
}

// One entry line (not a header, comment or blank).
Expectation parse_entry(const std::string& line, const std::string& file, int line_no, std::optional<Block>& block) {
  const std::string where = file + ":" + std::to_string(line_no);
  auto fields = split_fields(line);
  if (fields.size() < 5 || fields.size() > 8)
    throw ExpectationError(where +
                           ": expected 5 to 8 fields separated by '|' (case | outcome | "
                           "conditions | reason | reference [| class [| expects [| quote]]]), found " +
                           std::to_string(fields.size()));
  Expectation e;
  e.file = file;
  e.line = line_no;
  parse_pattern_and_outcome(e, fields, where);
  e.own_conditions_text = fields[2];
  e.own_reference = fields[4];
  if (block)
    apply_block(e, *block, fields, where);
  else
    apply_own_fields(e, fields, where);
  if (!conditions_satisfiable(e.conditions))
    throw ExpectationError(
        where + ": the conditions '" + e.conditions_text + "' can never all hold" +
        (e.block_line ? " (the block header's, line " + std::to_string(e.block_line) + ", and the entry's)"
                      : std::string()) +
        " (the entry is dead)");
  parse_evidence(e, fields, where);
  check_expects(e, where);
  return e;
}

}  // namespace

std::vector<Expectation> parse_expectations(const std::string& text, const std::string& file) {
  std::vector<Expectation> out;
  std::istringstream in(normalized_text(text, file));
  std::string raw;
  int line_no = 0;
  std::optional<Block> block;
  while (std::getline(in, raw)) {
    ++line_no;
    std::string line = trim(raw);
    if (line.empty() || line[0] == '#') continue;
    if (line[0] == '[') {
      if (block) check_block_has_entries(*block, file);
      block = parse_header(line, file, line_no, block ? &*block : nullptr);
      continue;
    }
    Expectation e = parse_entry(line, file, line_no, block);
    check_overlap(out, e);
    out.push_back(std::move(e));
  }
  if (block) check_block_has_entries(*block, file);
  return out;
}

namespace {

// The positions of a glob that a prefix of a text can reach (an NFA's states; glob_match's rules).
using GlobStates = std::vector<char>;

void close_stars(const std::string& glob, GlobStates& s) {
  for (std::size_t i = 0; i < glob.size(); ++i)
    if (s[i] && glob[i] == '*') s[i + 1] = 1;  // a star may match nothing
}

GlobStates glob_step(const std::string& glob, const GlobStates& s, char c) {
  GlobStates next(glob.size() + 1, 0);
  for (std::size_t i = 0; i < glob.size(); ++i) {
    if (!s[i]) continue;
    if (glob[i] == '*')
      next[i] = 1;
    else if (glob[i] == '?' || glob[i] == c)
      next[i + 1] = 1;
  }
  close_stars(glob, next);
  return next;
}

// Beyond this many states of the product the answer is "they may": an overlap is never missed.
constexpr std::size_t kMaxGlobStates = 20000;

// One satisfiable check per kind of key, over the terms of that key.
bool versions_satisfiable(const std::vector<const Condition*>& terms) {
  // Versions are dense (between two there is always a third: 580.1 < 580.1.0.1 < 580.2) and
  // start at 0.
  std::string lo = "0", hi;
  bool lo_in = true, hi_in = true, has_hi = false;
  std::vector<std::string> equal, unequal;
  for (const Condition* t : terms) {
    const std::string& v = t->value;
    if (t->op == ">=" && compare_versions(v, lo) > 0) {
      lo = v;
      lo_in = true;
    } else if (t->op == ">" && compare_versions(v, lo) >= 0) {
      lo = v;
      lo_in = false;
    } else if (t->op == "<=" && (!has_hi || compare_versions(v, hi) < 0)) {
      hi = v;
      hi_in = true;
      has_hi = true;
    } else if (t->op == "<" && (!has_hi || compare_versions(v, hi) <= 0)) {
      hi = v;
      hi_in = false;
      has_hi = true;
    } else if (t->op == "=") {
      equal.push_back(v);
    } else if (t->op == "!=") {
      unequal.push_back(v);
    }
  }
  auto excluded = [&](const std::string& x) {
    return std::any_of(
        unequal.begin(), unequal.end(), [&](const std::string& u) { return compare_versions(x, u) == 0; });
  };
  auto inside = [&](const std::string& x) {
    const int l = compare_versions(x, lo), h = has_hi ? compare_versions(x, hi) : -1;
    return (l > 0 || (l == 0 && lo_in)) && (h < 0 || (h == 0 && hi_in)) && !excluded(x);
  };
  if (!equal.empty())
    return inside(equal[0]) && std::all_of(equal.begin(), equal.end(),
                                   [&](const std::string& x) { return compare_versions(x, equal[0]) == 0; });
  if (!has_hi) return true;
  const int c = compare_versions(lo, hi);
  return c < 0 || (c == 0 && lo_in && hi_in && !excluded(lo));
}

bool integers_satisfiable(const std::vector<const Condition*>& terms, long long lo, long long hi, int base) {
  std::vector<long long> equal;
  std::set<long long> unequal;
  for (const Condition* t : terms) {
    const long long v = std::strtoll(t->value.c_str(), nullptr, base);
    if (t->op == ">=") lo = std::max(lo, v);
    if (t->op == ">") lo = std::max(lo, v + 1);
    if (t->op == "<=") hi = std::min(hi, v);
    if (t->op == "<") hi = std::min(hi, v - 1);
    if (t->op == "=") equal.push_back(v);
    if (t->op == "!=") unequal.insert(v);
  }
  if (!equal.empty())
    return std::all_of(equal.begin(), equal.end(), [&](long long x) { return x == equal[0]; }) && lo <= equal[0] &&
           equal[0] <= hi && !unequal.count(equal[0]);
  if (lo > hi) return false;
  const long long excluded =
      std::count_if(unequal.begin(), unequal.end(), [&](long long x) { return lo <= x && x <= hi; });
  return hi - lo + 1 > excluded;
}

bool names_satisfiable(const std::vector<const Condition*>& terms, bool globs) {
  std::vector<std::string> match, avoid;
  for (const Condition* t : terms) (t->op == "=" ? match : avoid).push_back(t->value);
  if (globs) return globs_intersect(match, avoid);
  for (const std::string& name : kOsNames)
    if (std::all_of(match.begin(), match.end(), [&](const std::string& m) { return m == name; }) &&
        std::none_of(avoid.begin(), avoid.end(), [&](const std::string& a) { return a == name; }))
      return true;
  return false;
}

}  // namespace

bool globs_intersect(const std::vector<std::string>& match, const std::vector<std::string>& avoid) {
  std::vector<std::string> globs = match;
  globs.insert(globs.end(), avoid.begin(), avoid.end());
  // The texts' characters: each literal of the globs, and one that no glob names (what * and ? match).
  bool named[256] = {};
  for (const auto& g : globs)
    for (char c : g)
      if (c != '*' && c != '?') named[static_cast<unsigned char>(c)] = true;
  std::string alphabet;
  for (int c = 0; c < 256; ++c)
    if (named[c]) alphabet += static_cast<char>(c);
  for (int c = 'A'; c < 256; ++c)
    if (!named[c] && c != '*' && c != '?') {
      alphabet += static_cast<char>(c);
      break;
    }
  using State = std::vector<GlobStates>;
  State start;
  for (const auto& g : globs) {
    GlobStates s(g.size() + 1, 0);
    s[0] = 1;
    close_stars(g, s);
    start.push_back(std::move(s));
  }
  auto accepts = [&](const State& st) {
    for (std::size_t i = 0; i < globs.size(); ++i)
      if (static_cast<bool>(st[i].back()) != (i < match.size())) return false;
    return true;
  };
  auto alive = [&](const State& st) {  // every glob that must match still can
    for (std::size_t i = 0; i < match.size(); ++i)
      if (std::find(st[i].begin(), st[i].end(), 1) == st[i].end()) return false;
    return true;
  };
  std::set<State> seen{start};
  std::vector<State> todo{start};
  while (!todo.empty()) {
    State st = std::move(todo.back());
    todo.pop_back();
    if (accepts(st)) return true;
    for (char c : alphabet) {
      State next;
      next.reserve(globs.size());
      for (std::size_t i = 0; i < globs.size(); ++i) next.push_back(glob_step(globs[i], st[i], c));
      if (!alive(next) || !seen.insert(next).second) continue;
      if (seen.size() > kMaxGlobStates) return true;
      todo.push_back(std::move(next));
    }
  }
  return false;
}

bool conditions_satisfiable(const std::vector<Condition>& conditions) {
  std::map<std::string, std::vector<const Condition*>> by_key;
  for (const Condition& c : conditions) by_key[c.key].push_back(&c);
  for (const auto& [key, terms] : by_key) {
    bool ok;
    if (key == "gpu" || key == "os")
      ok = names_satisfiable(terms, key == "gpu");
    else if (key == "driver" || key == "driver_api" || key == "runtime" || key == "cc")
      ok = versions_satisfiable(terms);
    else if (key == "pci")
      ok = integers_satisfiable(terms, 0, 0xffff, 16);
    else
      ok = integers_satisfiable(terms, -2147483648LL, 2147483647LL, 10);
    if (!ok) return false;
  }
  return true;
}

void check_overlap(const std::vector<Expectation>& earlier, const Expectation& e) {
  const bool glob = e.pattern.find_first_of("*?") != std::string::npos;
  for (const auto& other : earlier) {
    const bool other_glob = other.pattern.find_first_of("*?") != std::string::npos;
    const bool one_case = glob && other_glob ? globs_intersect({e.pattern, other.pattern}, {})
                          : glob             ? glob_match(e.pattern, other.pattern)
                                             : glob_match(other.pattern, e.pattern);
    if (!one_case) continue;
    std::vector<Condition> both = other.conditions;
    both.insert(both.end(), e.conditions.begin(), e.conditions.end());
    if (conditions_satisfiable(both))
      throw ExpectationError(e.where() + ": entry for '" + e.pattern + "' overlaps " + other.where() + " ('" +
                             other.pattern + "'): a case both name and a GPU, driver and runtime that meet both '" +
                             other.conditions_text + "' and '" + e.conditions_text +
                             "' exist, and only the first entry would apply");
  }
}

namespace {
std::string setting_text(const char* value) {
  std::string v = value ? value : "";
  const auto b = v.find_first_not_of(vocab::kBlanks), e = v.find_last_not_of(vocab::kBlanks);
  return b == std::string::npos ? "" : v.substr(b, e - b + 1);
}

std::string lower_setting_text(const char* value) {
  std::string lower;
  for (char c : setting_text(value)) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower;
}

// "1/0, on/off, true/false, yes/no": the vocabulary's boolean words, for messages.
std::string boolean_words() {
  std::string out;
  for (std::size_t i = 0; i < vocab::count(vocab::kTrueWords); ++i)
    out += (i ? ", " : "") + std::string(vocab::kTrueWords[i]) + "/" + vocab::kFalseWords[i];
  return out;
}
}  // namespace

bool parse_bool_setting(const char* name, const char* value, bool fallback) {
  const std::string lower = lower_setting_text(value);
  if (lower.empty()) return fallback;
  if (vocab::contains(vocab::kTrueWords, lower)) return true;
  if (vocab::contains(vocab::kFalseWords, lower)) return false;
  throw SettingError(std::string(name) + "='" + value + "' is not a boolean (" + boolean_words() + ")");
}

std::string parse_expectations_setting(const char* value) {
  const std::string lower = lower_setting_text(value);
  if (vocab::contains(vocab::kCudasemExpectationsWords, lower)) return lower;
  try {
    return parse_bool_setting("CUDASEM_EXPECTATIONS", value, true) ? "on" : "off";
  } catch (const SettingError&) {
    throw SettingError(std::string("CUDASEM_EXPECTATIONS='") + value + "' is not a boolean (" + boolean_words() +
                       ") or " + vocab::joined(vocab::kCudasemExpectationsWords, " or "));
  }
}

std::string parse_sanitizer_setting(const char* value) {
  const std::string lower = lower_setting_text(value);
  if (lower.empty() || vocab::contains(vocab::kFalseWords, lower)) return "";
  if (vocab::contains(vocab::kSanitizerTools, lower)) return lower;
  throw SettingError(std::string("CUDASEM_SANITIZER='") + value + "' is not a compute-sanitizer tool (" +
                     vocab::joined(vocab::kSanitizerTools) + ") or off");
}

long parse_int_setting(const char* name, const char* value, long fallback, long least, long most) {
  std::string v = setting_text(value);
  if (v.empty()) return fallback;
  bool digits = v.size() <= static_cast<std::size_t>(vocab::kMaxDigits);
  for (char c : v) digits = digits && c >= '0' && c <= '9';
  const long n = digits ? std::stol(v) : -1;
  if (!digits || n < least || n > most)
    throw SettingError(std::string(name) + "='" + value + "' is not an integer from " + std::to_string(least) + " to " +
                       std::to_string(most));
  return n;
}

std::string expectation_mismatch(const Expectation& e,
    const std::vector<std::pair<std::string, std::string>>& observations, const std::string& message) {
  if (e.any_failure) return "";
  for (const auto& [name, want] : e.expected_observations) {
    std::string seen;
    bool found = false;
    for (const auto& [n, v] : observations)
      if (n == name) {
        found = true;
        seen = v;
        if (v == want) break;
      }
    if (!found) return "expects " + name + "=" + want + ", but " + name + " was not recorded";
    bool any_equal = false;
    for (const auto& [n, v] : observations) any_equal = any_equal || (n == name && v == want);
    if (!any_equal) return "expects " + name + "=" + want + ", observed " + name + "=" + seen;
  }
  for (const auto& m : e.expected_messages)
    if (message.find(m) == std::string::npos) return "expects the failure message to contain '" + m + "'";
  return "";
}

std::vector<Expectation> load_expectations(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<Expectation> all;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw ExpectationError(dir + ": expectations directory not found");
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string ext = entry.path().extension().string();
    std::string lower;
    for (char c : ext) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == ".txt" && ext != ".txt")  // A.TXT: read by no one, on a case-sensitive file system
      throw ExpectationError(entry.path().string() + ": an expectation file's name ends in '.txt' (lower case); '" +
                             ext + "' is never read");
    if (ext == ".txt" && entry.is_regular_file(ec)) files.push_back(entry.path());
  }
  if (ec) throw ExpectationError(dir + ": cannot list the expectations directory (" + ec.message() + ")");
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f);
    if (!in) throw ExpectationError(f.string() + ": cannot read");
    std::stringstream ss;
    ss << in.rdbuf();
    auto entries = parse_expectations(ss.str(), f.string());
    // Within a file parse_expectations checks; across files, here (a glob in a.txt must not
    // shadow an exact entry in b.txt).
    for (const auto& e : entries) check_overlap(all, e);
    all.insert(all.end(), entries.begin(), entries.end());
  }
  return all;
}

bool conditions_hold(const Expectation& e, const Facts& f) {
  for (const Condition& c : e.conditions) {
    bool ok = false;
    if (c.key == "gpu") {
      bool m = glob_match(c.value, f.gpu_name);
      if (c.op != "=" && c.op != "!=") throw ExpectationError(e.where() + ": gpu takes = or != only");
      ok = c.op == "=" ? m : !m;
    } else if (c.key == "os") {
      ok = apply_op(c.value == f.os ? 0 : 1, c.op == "=" || c.op == "!=" ? c.op : "=");
    } else if (c.key == "pci") {
      unsigned v = static_cast<unsigned>(std::strtoul(c.value.c_str(), nullptr, 16));
      int cmp = f.pci_device_id == v ? 0 : (f.pci_device_id < v ? -1 : 1);
      ok = apply_op(cmp, c.op);
    } else if (c.key == "cc") {
      ok = apply_op(compare_versions(std::to_string(f.cc_major) + "." + std::to_string(f.cc_minor), c.value), c.op);
    } else if (c.key == "driver") {
      if (f.driver_version.empty()) return false;  // unknown driver never matches
      ok = apply_op(compare_versions(f.driver_version, c.value), c.op);
    } else if (c.key == "runtime") {
      ok = apply_op(compare_versions(version_text(f.runtime_version), c.value), c.op);
    } else if (c.key == "driver_api") {
      ok = apply_op(compare_versions(version_text(f.driver_api_version), c.value), c.op);
    } else {
      auto it = f.attributes.find(c.key);
      if (it == f.attributes.end()) return false;
      long v = std::strtol(c.value.c_str(), nullptr, 10);
      ok = apply_op(it->second == v ? 0 : (it->second < v ? -1 : 1), c.op);
    }
    if (!ok) return false;
  }
  return true;
}

std::optional<Expectation> find_expectation(
    const std::vector<Expectation>& all, const std::string& case_id, const Facts& facts) {
  for (const auto& e : all)
    if (glob_match(e.pattern, case_id) && conditions_hold(e, facts)) return e;
  return std::nullopt;
}

}  // namespace cudasem

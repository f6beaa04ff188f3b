// SPDX-License-Identifier: Apache-2.0
// Expectation files (expectations/*.txt): one entry per line,
//
//   <case id or glob> | <fail|flaky|skip> | <conditions or "any"> | <reason> | <reference>
//       [| <class> [| <expects> [| <quote>]]]
//
// and block headers, `[<conditions> | <reference>]`: the entries from a header to the next header
// (or the end of the file) are its block. An entry of a block leaves its conditions field empty
// (the header's apply) or names more conditions (the header's and its own must all hold; `any`
// and a term the header has are errors), and leaves its reference field empty (the header's) or
// names another reference (its own; the header's again is an error). An entry before the first
// header is in no block and writes both fields. A header needs both fields, at least one entry
// and other fields than the header of the block just before it. Blocks do not nest.
//
// A `fail` entry names what it expects (field 7): `name=value` clauses, separated by " ; ", each
// an observation the failing run must have recorded with exactly that value, or
// `message~text` (the failure message contains text). A failure that does not match is FAIL.
// Only a glob entry may instead say `any failure`, its explicit opt-in to hide every failure
// of every case it matches (the record marks it, and the run summary lists such cases).
//
// Conditions are space-separated `key OP value` terms that must all hold, OP one of
// = != >= > <= <. Keys: gpu (name, glob; quote names with spaces), pci (PCI device id in hex,
// 0x2330), cc (compute capability, 9.0), driver (NVML version, 580.159.04), driver_api and
// runtime (13.0), os (linux or windows), and any device attribute name (integrated=1). `#`
// starts a comment. Fields are split on every '|' and trimmed of spaces and tabs
// (harness/tests/expectation_syntax.json holds inputs and the entries they give; the Python tools
// read the files through cudasem-expectations list --json and match --json). A file that starts with a byte-order mark, a file name
// ending in .TXT (any case but .txt), conditions that can never hold and two entries that can
// apply to one case on one machine are errors. See expectations/README.md.
#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cudasem {

struct Condition {
  std::string key, op, value;
};

struct Expectation {
  std::string pattern;  // case id or glob (* and ?)
  std::string outcome;  // fail | flaky | skip
  std::vector<Condition> conditions;
  std::string reason, reference;
  // Optional: which kind of deviation the entry records (documents-disagree: two NVIDIA texts
  // disagree and the driver follows one; driver-differs: the driver follows no text;
  // undocumented-code: the call fails as promised with a code its return list does not name).
  std::string deviation_class;
  // Optional (field 8): the other NVIDIA text the entry rests on, beside the case's own citation
  // (`<DOC> <section>: "<verbatim text>"`): the second text of a documents-disagree entry
  // (required there), the wrong text of a documentation-error entry, the text of another
  // function that a driver-differs entry compares with. Empty when the field is absent.
  std::string quote_doc, quote_section, quote_text;
  // The conditions as they apply (to find overlapping entries): the field as written, or in a
  // block the header's conditions and then the entry's own.
  std::string conditions_text;
  // What a `fail` entry expects to see (field 7): observation name -> value text, and message
  // fragments; or any_failure (glob entries only).
  std::vector<std::pair<std::string, std::string>> expected_observations;
  std::vector<std::string> expected_messages;
  bool any_failure = false;
  std::string expects_text;
  std::string file;
  int line = 0;
  // The block the entry is in (block_line 0: none) and the header's fields; the entry's own
  // conditions and reference fields as written (empty in a block where the header's apply).
  int block_line = 0;
  std::string block_conditions_text, block_reference;
  std::string own_conditions_text, own_reference;
  std::string where() const { return file + ":" + std::to_string(line); }
};

// What a condition is evaluated against.
struct Facts {
  std::string gpu_name, driver_version, os = "linux";
  unsigned pci_device_id = 0;
  int cc_major = 0, cc_minor = 0;
  int runtime_version = 0, driver_api_version = 0;  // 13000 style
  std::map<std::string, int> attributes;
};

class ExpectationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws ExpectationError naming file and line.
std::vector<Expectation> parse_expectations(const std::string& text, const std::string& file);
// Throws ExpectationError naming the file and line, or the folder.
// Every *.txt file of `dir`, in name order.
std::vector<Expectation> load_expectations(const std::string& dir);

bool glob_match(const std::string& pattern, const std::string& text);

// Whether a failure matches what the entry expects: "" when it does, else why not (naming the
// clause and what was observed instead). `observations`: name -> value text, as recorded.
std::string expectation_mismatch(const Expectation& e,
    const std::vector<std::pair<std::string, std::string>>& observations, const std::string& message);
// Throws ExpectationError for a condition it cannot evaluate (unknown key).
bool conditions_hold(const Expectation& e, const Facts& facts);
// The first entry that names `case_id` and whose conditions hold.
std::optional<Expectation> find_expectation(
    const std::vector<Expectation>& all, const std::string& case_id, const Facts& facts);
// Compares dotted versions numerically ("580.65.06" < "580.159.04", "13.0" == "13"); each part by
// its leading ASCII digits, of any length; -1, 0, 1.
int compare_versions(const std::string& a, const std::string& b);

// Whether some text matches every glob of `match` and none of `avoid` (glob_match's * and ?).
bool globs_intersect(const std::vector<std::string>& match, const std::vector<std::string>& avoid);
// Whether some GPU, driver, runtime and platform could meet every condition (on their meaning:
// version ranges, PCI id and attribute ranges, name globs; the keys independent of each other).
bool conditions_satisfiable(const std::vector<Condition>& conditions);
// Overlap of two entries: their patterns can name one case and their conditions can hold
// together, so the first would decide that case and the second never would. Throws
// ExpectationError naming `e` and the first entry of `earlier` it overlaps (any file).
void check_overlap(const std::vector<Expectation>& earlier, const Expectation& e);

// CUDASEM_* settings: the one parser of the harness, with the rules of
// python/cudasem/model/settings.py (parse_value; both are tested on harness/tests/setting_values.json).
// Blanks (spaces and tabs, nothing else) around the value are ignored; unset or empty is the
// fallback. A boolean is 1/0, on/off, true/false or yes/no in any (ASCII) case; an integer is
// at most 18 ASCII decimal digits within [least, most]. Anything else (a non-breaking space, \v)
// throws SettingError naming the variable and its value.
class SettingError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
bool parse_bool_setting(const char* name, const char* value, bool fallback);
long parse_int_setting(const char* name, const char* value, long fallback, long least, long most);
// CUDASEM_EXPECTATIONS: "on" (the default: entries apply to NVIDIA's driver library only),
// "off" (a boolean's words), or "on-any-library" (entries apply whatever driver library the
// process loaded, library.h); any case. Throws SettingError for anything else.
std::string parse_expectations_setting(const char* value);
// CUDASEM_SANITIZER: "" (unset, empty or a boolean's false words: no sanitizer) or one of
// compute-sanitizer's tools "memcheck", "racecheck", "synccheck", "initcheck" (any case).
// Throws SettingError for anything else ("on" too: name the tool).
std::string parse_sanitizer_setting(const char* value);

}  // namespace cudasem

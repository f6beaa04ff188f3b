// SPDX-License-Identifier: Apache-2.0
// GPU-free tests of the expectation parser and matcher.
#include "expectations.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace cudasem {
namespace {

Facts h100() {
  Facts f;
  f.gpu_name = "NVIDIA H100 80GB HBM3";
  f.driver_version = "580.159.04";
  f.pci_device_id = 0x2330;
  f.cc_major = 9;
  f.cc_minor = 0;
  f.runtime_version = 13000;
  f.driver_api_version = 13000;
  f.attributes = {{"integrated", 0}, {"unifiedAddressing", 1}};
  return f;
}

std::string error_of(const std::string& text) {
  try {
    parse_expectations(text, "expectations/x.txt");
  } catch (const ExpectationError& e) {
    return e.what();
  }
  return "";
}

TEST(ExpectationParser, ReadsFieldsAndConditions) {
  auto e = parse_expectations(
      "# comment\n\n"
      "memory.a.* | fail | gpu=\"NVIDIA H100*\" cc>=9.0 driver<581 | why | bundles/h100.json |  | any failure\n",
      "f.txt");
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].pattern, "memory.a.*");
  EXPECT_EQ(e[0].outcome, "fail");
  ASSERT_EQ(e[0].conditions.size(), 3u);
  EXPECT_EQ(e[0].conditions[0].value, "NVIDIA H100*");
  EXPECT_EQ(e[0].conditions[2].op, "<");
  EXPECT_EQ(e[0].where(), "f.txt:3");
}

TEST(ExpectationParser, ErrorsNameFileAndLine) {
  EXPECT_EQ(error_of("a.b | fial | any | r | ref"),
      "expectations/x.txt:1: unknown outcome 'fial' (expected fail, flaky or skip)");
  EXPECT_NE(error_of("\na.b | fail | any | r").find("expectations/x.txt:2: expected 5 to 8 fields"), std::string::npos);
  EXPECT_NE(
      error_of("a.b | fail | colour=red | r | ref").find("x.txt:1: unknown condition key 'colour'"), std::string::npos);
  EXPECT_NE(error_of("a.b | fail | any |  | ref").find("needs a reason"), std::string::npos);
  EXPECT_NE(error_of("a.b | fail | any | r | ").find("needs a reference"), std::string::npos);
  EXPECT_NE(error_of("a.b | fail | gpu=\"H100 | r | ref").find("unterminated quote"), std::string::npos);
  EXPECT_NE(error_of("a.b | fail |  | r | ref").find("write 'any'"), std::string::npos);
}

TEST(ExpectationParser, OptionalDeviationClass) {
  auto e = parse_expectations("a.b | fail | any | why | ref | undocumented-code | planted_value=1\n", "x.txt");
  ASSERT_EQ(e.size(), 1u);
  EXPECT_EQ(e[0].deviation_class, "undocumented-code");
  EXPECT_EQ(parse_expectations("a.b | fail | any | why | ref |  | planted_value=1\n", "x.txt")[0].deviation_class, "");
  EXPECT_NE(error_of("a.b | fail | any | why | ref | typo\n").find("x.txt:1: unknown class 'typo'"), std::string::npos);
}

TEST(ExpectationParser, BadValuesAreErrorsNotMatches) {
  for (const char* cond :
      {"driver>=abc", "driver>=v590", "cc>=x", "runtime>=thirteen", "driver>=\xef\xbc\x95\xef\xbc\x98\xef\xbc\x90",
          "integrated=yes", "pci=0xzz", "gpu>H100", "os<linux", "driver>=580..1"}) {
    const std::string err = error_of(std::string("a.b | fail | ") + cond + " | why | ref\n");
    EXPECT_NE(err.find("expectations/x.txt:1: condition"), std::string::npos) << cond << " -> " << err;
  }
  EXPECT_EQ(
      error_of("a.b | fail | driver>=580.159.04 cc=9.0 integrated=0 pci=0x2330 | why | ref |  | planted_value=1\n"),
      "");
}

// The runtime condition compares cudaRuntimeGetVersion of the loaded library (major.minor): a
// patch level could never match, so it is an error.
TEST(ExpectationParser, RuntimeIsMajorMinorOfTheLoadedLibrary) {
  EXPECT_NE(error_of("a.b | fail | runtime=13.2.75 | why | ref |  | planted_value=1\n")
                .find("condition 'runtime=13.2.75': the runtime is known as major.minor"),
      std::string::npos);
  const auto e = parse_expectations("a.b | fail | runtime=13.2 | why | ref |  | planted_value=1\n", "x.txt");
  Facts f = h100();
  f.runtime_version = 13020;  // what a 13.2.75 (or 13.2.51) libcudart.so.13 says
  EXPECT_TRUE(find_expectation(e, "a.b", f));
  f.runtime_version = 13000;
  EXPECT_FALSE(find_expectation(e, "a.b", f));
}

TEST(ExpectationParser, OverlappingEntriesAreErrors) {
  EXPECT_NE(error_of("a.b | fail | any | r | x |  | planted_value=1\na.* | fail | any | r | x |  | any failure\n")
                .find("x.txt:2: entry for 'a.*' overlaps"),
      std::string::npos);
  EXPECT_EQ(
      error_of(
          "a.b | fail | gpu=H100 | r | x |  | planted_value=1\na.b | fail | gpu=H200 | r | x |  | planted_value=1\n"),
      "");
}

TEST(ExpectationBlocks, EntriesTakeTheHeadersConditionsAndReference) {
  auto e = parse_expectations(
      "x.y | flaky | os=linux | r | bug 1\n"
      "# a block\n"
      "[driver>=580.159.04 cc=9.0 | bundles/x.json]\n"
      "\n"
      "a.b | fail |  | why |  | driver-differs | planted_value=1\n"
      "c.d | fail | runtime>=13.0 | why | bug 2 |  | planted_value=1\n",
      "f.txt");
  ASSERT_EQ(e.size(), 3u);
  EXPECT_EQ(e[0].block_line, 0);
  EXPECT_EQ(e[0].own_conditions_text, "os=linux");
  EXPECT_EQ(e[0].reference, "bug 1");
  EXPECT_EQ(e[1].where(), "f.txt:5");
  EXPECT_EQ(e[1].block_line, 3);
  EXPECT_EQ(e[1].block_conditions_text, "driver>=580.159.04 cc=9.0");
  EXPECT_EQ(e[1].block_reference, "bundles/x.json");
  EXPECT_EQ(e[1].own_conditions_text, "");
  EXPECT_EQ(e[1].own_reference, "");
  EXPECT_EQ(e[1].conditions_text, "driver>=580.159.04 cc=9.0");
  ASSERT_EQ(e[1].conditions.size(), 2u);
  EXPECT_EQ(e[1].reference, "bundles/x.json");
  EXPECT_EQ(e[2].conditions_text, "driver>=580.159.04 cc=9.0 runtime>=13.0");
  ASSERT_EQ(e[2].conditions.size(), 3u);
  EXPECT_EQ(e[2].conditions[2].key, "runtime");
  EXPECT_EQ(e[2].own_reference, "bug 2");
  EXPECT_EQ(e[2].reference, "bug 2");
  // The header's conditions and the entry's must all hold.
  Facts f = h100();
  EXPECT_TRUE(find_expectation(e, "c.d", f));
  f.runtime_version = 12080;
  EXPECT_FALSE(find_expectation(e, "c.d", f));
  EXPECT_TRUE(find_expectation(e, "a.b", f));
  f.cc_major = 8;
  EXPECT_FALSE(find_expectation(e, "a.b", f));
}

TEST(ExpectationBlocks, ErrorsNameTheHeadersLineOrTheEntrys) {
  EXPECT_EQ(error_of("# c\n[driver>=abc | r1]\na.b | flaky |  | r |  \n"),
      "expectations/x.txt:2: condition 'driver>=abc': the value must be a version of ASCII digits and dots, e.g. "
      "580.159.04");
  EXPECT_EQ(error_of("[cc=9.0 | r1]\n# none\n[cc=8.0 | r1]\na.b | flaky |  | r |  \n"),
      "expectations/x.txt:1: the block header '[cc=9.0 | r1]' has no entries");
  EXPECT_EQ(error_of("[cc=9.0 | r1]\na.b | flaky | cc=9.0 | r |  \n"),
      "expectations/x.txt:2: the block header (line 1) has the condition 'cc=9.0' already; name only the "
      "conditions the entry adds");
  EXPECT_EQ(error_of("[cc=9.0 | r1]\na.b | flaky |  | r | r1\n"),
      "expectations/x.txt:2: the block header (line 1) has this reference already; leave the field empty for it, "
      "or name another");
  EXPECT_NE(
      error_of("[cc=9.0 | r1]\na.b | flaky | any | r |  \n").find("x.txt:2: 'any' in a block"), std::string::npos);
  EXPECT_NE(error_of("[cc=9.0 | r1]\na.b | flaky |  | r |  \n[cc>=9.0]\n")
                .find("x.txt:3: a block header has 2 "
                      "fields"),
      std::string::npos);
  EXPECT_EQ(error_of("[cc=9.0 | r1]\na.b | flaky |  | r |  \n[cc=9.0 | r1]\nc.d | flaky |  | r |  \n"),
      "expectations/x.txt:3: the block header repeats the header of the block just before it (line 1): its "
      "entries are that block's");
  EXPECT_NE(
      error_of("[driver>=590 | r1]\na.b | flaky | driver<580 | r |  \n")
          .find("x.txt:2: the conditions 'driver>=590 driver<580' can never all hold (the block header's, line 1"),
      std::string::npos);
}

// The committed files mean what their entries written out in full (no blocks) mean: each entry's
// fields, conditions and expects are those of the written-out line.
TEST(ExpectationBlocks, TheCommittedEntriesWrittenOutMeanTheSame) {
  const auto dir = std::filesystem::path(__FILE__).parent_path().parent_path().parent_path() / "expectations";
  const auto all = load_expectations(dir.string());
  ASSERT_GT(all.size(), 10u);
  int in_blocks = 0;
  for (const auto& e : all) {
    in_blocks += e.block_line != 0;
    const std::string line =
        e.pattern + " | " + e.outcome + " | " + e.conditions_text + " | " + e.reason + " | " + e.reference + " | " +
        e.deviation_class + " | " + e.expects_text +
        (e.quote_text.empty() ? std::string()
                              : " | " + e.quote_doc + " " + e.quote_section + ": \"" + e.quote_text + "\"") +
        "\n";
    const auto written = parse_expectations(line, "w.txt");
    ASSERT_EQ(written.size(), 1u) << e.where();
    const Expectation& w = written[0];
    EXPECT_EQ(w.block_line, 0);
    EXPECT_EQ(w.conditions_text, e.conditions_text) << e.where();
    EXPECT_EQ(w.reference, e.reference) << e.where();
    ASSERT_EQ(w.conditions.size(), e.conditions.size()) << e.where();
    for (std::size_t i = 0; i < w.conditions.size(); ++i) {
      EXPECT_EQ(w.conditions[i].key, e.conditions[i].key) << e.where();
      EXPECT_EQ(w.conditions[i].op, e.conditions[i].op) << e.where();
      EXPECT_EQ(w.conditions[i].value, e.conditions[i].value) << e.where();
    }
    EXPECT_EQ(w.expected_observations, e.expected_observations) << e.where();
    EXPECT_EQ(w.expected_messages, e.expected_messages) << e.where();
    EXPECT_EQ(w.any_failure, e.any_failure) << e.where();
    EXPECT_EQ(w.quote_doc + "|" + w.quote_section + "|" + w.quote_text,
        e.quote_doc + "|" + e.quote_section + "|" + e.quote_text)
        << e.where();
  }
  EXPECT_GT(in_blocks, 0);
}

TEST(ExpectationParser, CrOnlyLineEndings) {
  auto e =
      parse_expectations("# c\ra.b | fail | any | r | x |  | planted_value=1\rc.d | skip | any | r | x\r", "x.txt");
  ASSERT_EQ(e.size(), 2u);
  EXPECT_EQ(e[1].pattern, "c.d");
  EXPECT_EQ(e[1].line, 3);
}

TEST(ExpectationParser, FailEntriesNameWhatTheyExpect) {
  EXPECT_NE(
      error_of("a.b | fail | any | r | ref").find("x.txt:1: a fail entry names what it expects"), std::string::npos);
  EXPECT_NE(error_of("a.b | fail | any | r | ref |  | any failure").find("only for glob entries"), std::string::npos);
  EXPECT_NE(error_of("a.* | skip | any | r | ref").find("glob skip entry must opt in"), std::string::npos);
  EXPECT_NE(error_of("a.b | fail | any | r | ref |  | novalue").find("is not `observation=value`"), std::string::npos);
  EXPECT_NE(
      error_of("a.b | fail | any | r | ref |  | planted_x=1 ;  ; planted_y=2").find("empty clause"), std::string::npos);
  auto e = parse_expectations(
      "a.b | fail | any | r | ref | driver-differs | cudaFree=cudaSuccess (0) ; copy_ok=false ; message~returned 1\n",
      "x.txt")[0];
  ASSERT_EQ(e.expected_observations.size(), 2u);
  EXPECT_EQ(e.expected_observations[0].first, "cudaFree");
  EXPECT_EQ(e.expected_observations[0].second, "cudaSuccess (0)");
  EXPECT_EQ(e.expected_messages, std::vector<std::string>{"returned 1"});
  EXPECT_EQ(parse_expectations("a.b | flaky | any | r | ref", "x.txt").size(), 1u);  // flaky needs none
}

TEST(ExpectationParser, ClausesNameWhatCasesRecordNeverExpressionText) {
  for (const char* bad : {"r=cudaSuccess (0)", "result=cudaSuccess (0)", "cudaFree(p)=cudaSuccess (0)",
           "cudaMemcpy3D(&parms)=cudaErrorInvalidValue (1)", "p->x=1", "a<b>=1", "*p=1", "flags=1"})
    EXPECT_NE(
        error_of(std::string("a.b | fail | any | r | ref |  | ") + bad).find("which is not a name a case records"),
        std::string::npos)
        << bad;
  for (const char* good :
      {"cudaFree=cudaSuccess (0)", "cudaFree #2=cudaSuccess (0)", "cuMemMap[first]=CUDA_SUCCESS (0)",
          "undocumented_return_code.cudaLaunchKernelExC=cudaErrorNotSupported (801)", "returned_before_release=false",
          "pcie.max_width.lanes=16"})
    EXPECT_EQ(parse_expectations(std::string("a.b | fail | any | r | ref |  | ") + good + "\n", "x.txt").size(), 1u)
        << good;
}

TEST(ExpectationMatcher, OnlyTheNamedFailureIsHidden) {
  auto e = parse_expectations(
      "a.b | fail | any | r | ref |  | set_flags=cudaSuccess (0) ; message~Actual: false\n", "x.txt")[0];
  EXPECT_EQ(expectation_mismatch(e, {{"set_flags", "cudaSuccess (0)"}}, "Value of: ok\n  Actual: false"), "");
  // The case failed for another reason: cudaMalloc returned error 36 before the named call ran.
  EXPECT_EQ(expectation_mismatch(e, {{"cudaMalloc(&p, 16)", "cudaErrorCudartUnloading (4)"}}, "returned 4"),
      "expects set_flags=cudaSuccess (0), but set_flags was not recorded");
  EXPECT_EQ(expectation_mismatch(e, {{"set_flags", "cudaErrorInvalidValue (1)"}}, "Actual: false"),
      "expects set_flags=cudaSuccess (0), observed set_flags=cudaErrorInvalidValue (1)");
  EXPECT_EQ(expectation_mismatch(e, {{"set_flags", "cudaSuccess (0)"}}, "other"),
      "expects the failure message to contain 'Actual: false'");
  auto any = parse_expectations("a.* | fail | any | r | ref |  | any failure\n", "x.txt")[0];
  EXPECT_EQ(expectation_mismatch(any, {}, "whatever"), "");
}

TEST(ExpectationMatcher, ConditionsMustAllHold) {
  auto e = parse_expectations(
      "a.* | fail | gpu=\"NVIDIA H100*\" driver>=580.65 driver<581 cc=9.0 integrated=0 | r | ref |  | any failure\n"
      "a.* | flaky | gpu=\"NVIDIA A100*\" | r | ref\n",
      "f.txt");
  Facts f = h100();
  auto found = find_expectation(e, "a.b", f);
  ASSERT_TRUE(found);
  EXPECT_EQ(found->outcome, "fail");
  f.driver_version = "581.0";
  EXPECT_FALSE(find_expectation(e, "a.b", f));
  f = h100();
  f.gpu_name = "NVIDIA A100-SXM4-40GB";
  ASSERT_TRUE(find_expectation(e, "a.b", f));
  EXPECT_EQ(find_expectation(e, "a.b", f)->outcome, "flaky");
  EXPECT_FALSE(find_expectation(e, "b.a", h100()));
}

TEST(ExpectationMatcher, UnknownDriverVersionNeverMatches) {
  auto e = parse_expectations("a.b | fail | driver>=1 | r | ref |  | planted_value=1", "f.txt");
  Facts f = h100();
  f.driver_version = "";
  EXPECT_FALSE(find_expectation(e, "a.b", f));
}

TEST(Versions, CompareNumerically) {
  EXPECT_LT(compare_versions("580.65.06", "580.159.04"), 0);
  EXPECT_EQ(compare_versions("13.0", "13.0.0"), 0);
  EXPECT_GT(compare_versions("10.0", "9.0"), 0);
}

TEST(Glob, MatchesDottedIds) {
  EXPECT_TRUE(glob_match("memory.*", "memory.free.null_is_noop"));
  EXPECT_TRUE(glob_match("*.null_is_noop", "memory.free.null_is_noop"));
  EXPECT_TRUE(glob_match("memory.fre?.*", "memory.free.x"));
  EXPECT_FALSE(glob_match("memory.free", "memory.free.x"));
}

}  // namespace
}  // namespace cudasem

namespace cudasem {

// Issue 29 defect 5: overlapping entries are an error across files too, not only within one.
TEST(ExpectationLoader, OverlappingEntriesAcrossFilesAreErrors) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("cudasem-overlap-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "a.txt") << "a.* | fail | any | r | x |  | any failure\n";
  std::ofstream(dir / "b.txt") << "a.b | fail | any | r | x |  | planted_value=1\n";
  std::string error;
  try {
    load_expectations(dir.string());
  } catch (const ExpectationError& e) {
    error = e.what();
  }
  EXPECT_NE(
      error.find("b.txt:1: entry for 'a.b' overlaps " + (dir / "a.txt").string() + ":1 ('a.*')"), std::string::npos)
      << error;
  // Conditions that cannot hold together (no GPU is named both): no overlap, both files load.
  std::ofstream(dir / "a.txt") << "a.* | fail | gpu=H200 | r | x |  | any failure\n";
  std::ofstream(dir / "b.txt") << "a.b | fail | gpu=H100 | r | x |  | planted_value=1\n";
  EXPECT_EQ(load_expectations(dir.string()).size(), 2u);
  fs::remove_all(dir);
}

// Issue 29 defect 6: one parser for every CUDASEM_* value, the rules of python/cudasem/model/settings.py.
TEST(Settings, BooleansHaveOneSpellingSet) {
  for (const char* t : {"1", "on", "ON", "true", "True", "yes", "YES", " on "})
    EXPECT_TRUE(parse_bool_setting("CUDASEM_RUN_SKIPPED", t, false)) << t;
  for (const char* t : {"0", "off", "OFF", "false", "FALSE", "no", "No"})
    EXPECT_FALSE(parse_bool_setting("CUDASEM_EXPECTATIONS", t, true)) << t;
  EXPECT_TRUE(parse_bool_setting("CUDASEM_EXPECTATIONS", nullptr, true));
  EXPECT_TRUE(parse_bool_setting("CUDASEM_EXPECTATIONS", "", true));
  for (const char* t : {"maybe", "2", "of", "1x"}) {
    try {
      parse_bool_setting("CUDASEM_RUN_SKIPPED", t, false);
      ADD_FAILURE() << t << " accepted";
    } catch (const SettingError& e) {
      EXPECT_NE(std::string(e.what()).find(std::string("CUDASEM_RUN_SKIPPED='") + t + "'"), std::string::npos)
          << e.what();
    }
  }
}

TEST(Settings, IntegersAreDigitsInARange) {
  EXPECT_EQ(parse_int_setting("CUDASEM_RETRIES", nullptr, 0, 0, 100), 0);
  EXPECT_EQ(parse_int_setting("CUDASEM_RETRIES", "", 0, 0, 100), 0);
  EXPECT_EQ(parse_int_setting("CUDASEM_RETRIES", " 2 ", 0, 0, 100), 2);
  EXPECT_EQ(parse_int_setting("CUDASEM_RETRIES", "100", 0, 0, 100), 100);
  for (const char* t : {"99999999999999999999", "-1", "101", " 2x", "two", "+1", "0x2"}) {
    try {
      parse_int_setting("CUDASEM_RETRIES", t, 0, 0, 100);
      ADD_FAILURE() << t << " accepted";
    } catch (const SettingError& e) {
      EXPECT_NE(std::string(e.what()).find("CUDASEM_RETRIES"), std::string::npos) << e.what();
    }
  }
}

}  // namespace cudasem

namespace cudasem {
namespace {

// A table of inputs this test shares with the Python tests (harness/tests/*.json).
nlohmann::json shared_table(const char* name) {
  const auto path = std::filesystem::path(__FILE__).parent_path() / name;
  std::ifstream in(path);
  EXPECT_TRUE(in) << "cannot read " << path;
  std::stringstream text;
  text << in.rdbuf();
  return nlohmann::json::parse(text.str());
}

std::string parse_error(const std::string& text) {
  try {
    parse_expectations(text, "t.txt");
  } catch (const ExpectationError& e) {
    return e.what();
  }
  return "";
}

struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name)
      : path(std::filesystem::temp_directory_path() / ("cudasem-" + name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string load_error() const {
    try {
      load_expectations(path.string());
    } catch (const ExpectationError& e) {
      return e.what();
    }
    return "";
  }
};

}  // namespace

// The table of inputs and the entries they give (or the line of the error). The Python tests
// (python/tests/test_expectation_syntax.py) check cudasem-expectations list --json on it: the
// Python tools have no reader of their own.
TEST(ExpectationSyntax, SharedTableOfInputs) {
  const auto table = shared_table("expectation_syntax.json");
  ASSERT_GT(table.size(), 10u);
  for (const auto& row : table) {
    const std::string name = row["name"], text = row["text"];
    if (row.contains("error_line")) {
      const std::string want = "t.txt:" + std::to_string(row["error_line"].get<int>()) + ": ";
      EXPECT_EQ(parse_error(text).rfind(want, 0), 0u) << name << ": " << parse_error(text);
      continue;
    }
    std::vector<Expectation> got;
    try {
      got = parse_expectations(text, "t.txt");
    } catch (const ExpectationError& e) {
      ADD_FAILURE() << name << ": " << e.what();
      continue;
    }
    ASSERT_EQ(got.size(), row["entries"].size()) << name;
    for (std::size_t i = 0; i < got.size(); ++i) {
      const auto& want = row["entries"][i];
      const Expectation& e = got[i];
      EXPECT_EQ(e.line, want[0].get<int>()) << name;
      const std::vector<std::string> fields = {
          e.pattern, e.outcome, e.conditions_text, e.reason, e.reference, e.deviation_class, e.expects_text};
      EXPECT_EQ(fields, want[1].get<std::vector<std::string>>()) << name;
      // field 8, where the row says: the other text's document, section and words (null: none)
      if (row.contains("quotes")) {
        const auto& q = row["quotes"][i];
        if (q.is_null()) {
          EXPECT_EQ(e.quote_doc + e.quote_section + e.quote_text, "") << name;
        } else {
          EXPECT_EQ(e.quote_doc, q["doc"].get<std::string>()) << name;
          EXPECT_EQ(e.quote_section, q["section"].get<std::string>()) << name;
          EXPECT_EQ(e.quote_text, q["text"].get<std::string>()) << name;
        }
      }
    }
  }
}

// python/tests/test_setting_values.py reads the same table with cudasem.model.settings.
TEST(Settings, SharedTableOfValues) {
  const auto table = shared_table("setting_values.json");
  int checked = 0;
  for (const auto& row : table["rows"]) {
    const std::string name = row[0], value = row[1];
    const auto& want = row[2];
    nlohmann::json got;
    try {
      if (name == "CUDASEM_RUN_SKIPPED")
        got = parse_bool_setting(name.c_str(), value.c_str(), false);
      else if (name == "CUDASEM_RETRIES")
        got = parse_int_setting(name.c_str(), value.c_str(), 0, 0, 100);
      else if (name == "CUDASEM_EXPECTATIONS")
        got = parse_expectations_setting(value.c_str());
      else if (name == "CUDASEM_SANITIZER")
        got = parse_sanitizer_setting(value.c_str()).empty() ? "off" : parse_sanitizer_setting(value.c_str());
      else
        continue;  // not a setting the harness reads (CUDASEM_LOAD)
    } catch (const SettingError& e) {
      EXPECT_NE(std::string(e.what()).find(name + "='"), std::string::npos) << e.what();
      got = nullptr;
    }
    EXPECT_EQ(got, want) << name << "='" << value.substr(0, 40) << "'";
    ++checked;
  }
  EXPECT_GT(checked, 40);
}

// Two entries overlap when one case, on one machine, could be named by both: decided on what the
// conditions mean, not on their text.
TEST(ExpectationOverlap, DecidedOnTheMeaningOfTheConditions) {
  struct Pair {
    const char *first, *second;
    bool overlap;
  };
  const Pair pairs[] = {
      {"a.b | fail | driver>=580", "a.b | skip | driver>=580.159.04", true},
      {"a.b | fail | driver>=580 cc=9.0", "a.b | flaky | cc=9.0   driver>=580", true},
      {"a.b | fail | driver>=580 cc=9.0", "a.b | flaky | cc=9 driver>=580.0.0", true},
      {"a.b | fail | driver<580", "a.b | flaky | driver>=580", false},
      {"a.b | fail | driver<=580", "a.b | flaky | driver>=580", true},
      {"a.b | fail | driver<580.1", "a.b | flaky | driver>580", true},  // 580.0.1
      {"a.b | fail | driver=580.159.04", "a.b | flaky | driver!=580.159.4", false},
      {"a.b | fail | driver=580.159.04", "a.b | flaky | driver!=580.159.5", true},
      {"a.b | fail | runtime>=13.0", "a.b | flaky | driver<600", true},  // different keys: both can hold
      {"a.b | fail | gpu=\"NVIDIA H100*\"", "a.b | flaky | gpu=\"*HBM3\"", true},
      {"a.b | fail | gpu=\"NVIDIA H100*\"", "a.b | flaky | gpu=\"NVIDIA H200*\"", false},
      {"a.b | fail | gpu=\"NVIDIA H100*\"", "a.b | flaky | gpu!=\"NVIDIA H1*\"", false},
      {"a.b | fail | gpu=\"NVIDIA H100*\"", "a.b | flaky | gpu!=\"NVIDIA H100\"", true},
      {"a.b | fail | gpu=\"NVIDIA H?00\"", "a.b | flaky | gpu=\"*1*\"", true},
      {"a.b | fail | pci=0x2330", "a.b | flaky | pci=0x2331", false},
      {"a.b | fail | pci>=0x2330", "a.b | flaky | pci<=0x2330", true},
      {"a.b | fail | pci>0x2330", "a.b | flaky | pci<0x2331", false},
      {"a.b | fail | pci>=0xfffe", "a.b | flaky | pci!=0xfffe pci!=0xffff", false},
      {"a.b | fail | integrated=1", "a.b | flaky | integrated!=1", false},
      {"a.b | fail | integrated>0", "a.b | flaky | integrated<2", true},
      {"a.b | fail | os=linux", "a.b | flaky | os!=linux", false},
      {"a.b | fail | os!=windows", "a.b | flaky | os!=linux", false},
      {"a.b | fail | any", "a.b | flaky | os=linux", true},
      {"a.* | fail | any", "*.b | flaky | any", true},  // a.b
      {"a.x* | fail | any", "a.y* | flaky | any", false},
      {"a.?c | fail | any", "*.bc | flaky | any", true},
      {"a.b | fail | any", "a.c | flaky | any", false},
  };
  for (const Pair& p : pairs) {
    auto entry = [](const std::string& head) {
      const bool glob = head.substr(0, head.find(' ')).find_first_of("*?") != std::string::npos;
      const bool fail = head.find("| fail |") != std::string::npos;
      return head + " | r | ref |  | " + (glob ? "any failure" : fail ? "v_w=1" : "");
    };
    const std::string text = entry(p.first) + "\n" + entry(p.second) + "\n";
    const std::string err = parse_error(text);
    if (p.overlap)
      EXPECT_EQ(err.rfind("t.txt:2: entry for ", 0), 0u) << text << " -> " << err;
    else
      EXPECT_EQ(err, "") << text;
    // Across files the same.
    TempDir dir("overlap-meaning");
    std::ofstream(dir.path / "a.txt") << entry(p.first) << "\n";
    std::ofstream(dir.path / "b.txt") << entry(p.second) << "\n";
    EXPECT_EQ(dir.load_error().find("b.txt:1: entry for ") != std::string::npos, p.overlap) << text;
  }
}

TEST(ExpectationOverlap, ConditionsThatCanNeverHoldAreErrors) {
  for (const char* cond :
      {"driver>=590 driver<580", "driver=580 driver=581", "pci=0x2330 pci=0x2331", "integrated=1 integrated=0",
          "gpu=\"A*\" gpu=\"B*\"", "gpu!=*", "os=linux os=windows", "driver<0", "cc>9.0 cc<9.0", "pci>0xffff"})
    EXPECT_NE(parse_error(std::string("a.b | flaky | ") + cond + " | r | ref\n").find("t.txt:1: the conditions '"),
        std::string::npos)
        << cond;
  EXPECT_EQ(parse_error("a.b | flaky | driver>=580 driver<=580 | r | ref\n"), "");
}

TEST(Glob, IntersectionOfGlobs) {
  EXPECT_TRUE(globs_intersect({"a*", "*b"}, {}));
  EXPECT_FALSE(globs_intersect({"a*", "b*"}, {}));
  EXPECT_TRUE(globs_intersect({"a?c", "*c"}, {"abc"}));  // aXc
  EXPECT_FALSE(globs_intersect({"a?"}, {"a*"}));
  EXPECT_TRUE(globs_intersect({}, {"x"}));
  EXPECT_FALSE(globs_intersect({}, {"*"}));
  // Long globs stay bounded.
  const std::string many(200, '*');
  EXPECT_TRUE(globs_intersect({many + "a" + many, many + "b" + many}, {many + "c" + many}));
}

// Entries that would never apply, read silently before: each is an error naming file and line.
TEST(ExpectationParser, SilentlyDeadEntriesAreErrors) {
  EXPECT_NE(parse_error("a.b | flaky | pci=9008 | r | ref").find("t.txt:1: condition 'pci=9008'"), std::string::npos);
  EXPECT_NE(parse_error("a.b | flaky | pci=0x12345 | r | ref").find("t.txt:1: condition"), std::string::npos);
  EXPECT_EQ(parse_error("a.b | flaky | pci=0x2330 pci!=0X2331 | r | ref").find("t.txt:1: condition 'pci!=0X2331'"), 0u);
  EXPECT_NE(parse_error("a.b | flaky | os=Linux | r | ref").find("t.txt:1: condition 'os=Linux': unknown os"),
      std::string::npos);
  EXPECT_EQ(parse_error("\xef\xbb\xbf"
                        "a.b | flaky | any | r | ref\n")
                .rfind("t.txt:1: the file starts with a UTF-8 byte-order mark", 0),
      0u);
  EXPECT_NE(parse_error("x.y | flaky | any | r | ref\n\xef\xbb\xbf"
                        "a.b | flaky | any | r | ref\n")
                .find("t.txt:2: the case id or glob"),
      std::string::npos);
  for (const char* pattern : {"A.b", "a.b\xc2\xa0", "a-b", "a.[b]"})
    EXPECT_NE(parse_error(std::string(pattern) + " | flaky | any | r | ref").find("t.txt:1: the case id or glob"),
        std::string::npos)
        << pattern;
  EXPECT_NE(
      parse_error("a.b | flaky | integrated=99999999999 | r | ref").find("t.txt:1: condition"), std::string::npos);
  EXPECT_EQ(parse_error("a.b | flaky | integrated>=-2147483648 | r | ref"), "");
  EXPECT_EQ(parse_error("a.b | flaky | os=windows | r | ref"), "");
}

TEST(ExpectationLoader, AFileNamedInAnotherLetterCaseIsAnError) {
  TempDir dir("txt-case");
  std::ofstream(dir.path / "a.txt") << "a.b | flaky | any | r | ref\n";
  std::ofstream(dir.path / "README.md") << "# notes\n";
  EXPECT_EQ(dir.load_error(), "");
  std::ofstream(dir.path / "B.TXT") << "c.d | flaky | any | r | ref\n";
  EXPECT_EQ(dir.load_error(), (dir.path / "B.TXT").string() +
                                  ": an expectation file's name ends in '.txt' (lower "
                                  "case); '.TXT' is never read");
}

TEST(Versions, PartsOfAnyLength) {
  EXPECT_LT(compare_versions("580.99999999999999999999", "580.100000000000000000000"), 0);
  EXPECT_EQ(compare_versions("580.0004", "580.4"), 0);
  EXPECT_GT(compare_versions("99999999999999999999999", "9223372036854775807"), 0);
  EXPECT_EQ(compare_versions("", "0.0"), 0);
}

}  // namespace cudasem

// SPDX-License-Identifier: Apache-2.0
// GPU-free tests of the expectation parser and matcher.
#include "expectations.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

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
  EXPECT_NE(error_of("\na.b | fail | any | r").find("expectations/x.txt:2: expected 5 to 7 fields"), std::string::npos);
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

TEST(ExpectationParser, OverlappingEntriesAreErrors) {
  EXPECT_NE(error_of("a.b | fail | any | r | x |  | planted_value=1\na.* | fail | any | r | x |  | any failure\n")
                .find("x.txt:2: entry for 'a.*' overlaps"),
      std::string::npos);
  EXPECT_EQ(
      error_of(
          "a.b | fail | gpu=H100 | r | x |  | planted_value=1\na.b | fail | gpu=H200 | r | x |  | planted_value=1\n"),
      "");
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
      "a.* | flaky | gpu=\"*A100*\" | r | ref\n",
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
  // Other conditions: no overlap, both files load.
  std::ofstream(dir / "b.txt") << "a.b | fail | gpu=H100 | r | x |  | planted_value=1\n";
  EXPECT_EQ(load_expectations(dir.string()).size(), 2u);
  fs::remove_all(dir);
}

// Issue 29 defect 6: one parser for every CUDASEM_* value, the rules of reports/cudasem_report/run.py.
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

// SPDX-License-Identifier: Apache-2.0
// A mutation fuzz of the expectation parser: byte edits of valid files (seeded, so a failure
// reproduces) either parse or throw ExpectationError naming the file and a line; nothing else
// (no other exception, no crash, no hang).
#include <gtest/gtest.h>

#include <iterator>
#include <random>
#include <regex>
#include <string>

#include "expectations.h"

namespace cudasem {
namespace {

const char* kSeeds[] = {
    "# comment\na.b | fail | driver>=580.159.04 runtime>=13.0 | why | bundles/x.json | driver-differs | cudaFree=cudaErrorInvalidValue (1)\n",
    "a.* | fail | gpu=\"NVIDIA H100*\" cc>=9.0 | why | ref |  | any failure\nc.d | skip | os=linux | harms | ref\n",
    "x.y | flaky | pci=0x2330 integrated=0 | flaky | ref\r\nz.w | fail | any | r | ref | undocumented-code | message~text ; planted_value=1\r\n",
    // Conditions whose overlap is decided on their meaning: globs, ranges, sets.
    "a.* | flaky | gpu=\"N*H?00*\" gpu!=\"*PCIe\" driver>=580 driver<600 | r | ref\n"
    "a.? | flaky | gpu=\"*H100*\" pci>=0x2330 integrated!=1 os=linux driver<580 | r | ref\n",
    // Blocks: a header's conditions and reference, entries that add conditions or name their own.
    "x.y | flaky | any | r | ref\n[driver>=580.159.04 | bundles/x.json]\na.b | fail |  | why |  | driver-differs | v_w=1\n"
    "c.* | skip | runtime>=13.0 | harms | bug 1 |  | any failure\n[cc=9.0 gpu=\"NVIDIA H*\" | ref]\nd.e | flaky |  | r |  \n",
};
const std::string kAlphabet = "|=<>!*?\"#;~. \n\r\t0123456789abcxyzAZ_-\xef\xbc\x95\xff";

std::string mutate(std::string s, std::mt19937& rng) {
  const int edits = 1 + static_cast<int>(rng() % 4);
  for (int i = 0; i < edits; ++i) {
    const std::size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
    const char c = kAlphabet[rng() % kAlphabet.size()];
    switch (rng() % 4) {
      case 0:
        s.insert(pos, 1, c);
        break;
      case 1:
        if (pos < s.size()) s.erase(pos, 1 + rng() % 8);
        break;
      case 2:
        if (pos < s.size()) s[pos] = c;
        break;
      case 3:
        s.insert(pos, s.substr(rng() % (s.size() + 1), rng() % 16));
        break;
    }
  }
  return s;
}

TEST(ExpectationFuzz, EveryInputParsesOrNamesFileAndLine) {
  std::mt19937 rng(20261123);
  const std::regex where("^fuzz\\.txt:[0-9]+: .+", std::regex::extended);
  int parsed = 0, rejected = 0;
  for (int i = 0; i < 20000; ++i) {
    const std::string input = mutate(kSeeds[i % std::size(kSeeds)], rng);
    try {
      parse_expectations(input, "fuzz.txt");
      ++parsed;
    } catch (const ExpectationError& e) {
      ++rejected;
      ASSERT_TRUE(std::regex_match(std::string(e.what()), where)) << "input: " << input << "\nerror: " << e.what();
    } catch (const std::exception& e) {
      FAIL() << "input: " << input << "\nthrew " << typeid(e).name() << ": " << e.what();
    }
  }
  std::printf("expectation fuzz: 20000 inputs, %d parsed, %d rejected with file:line\n", parsed, rejected);
  EXPECT_GT(parsed, 0);
  EXPECT_GT(rejected, 0);
}

}  // namespace
}  // namespace cudasem

// SPDX-License-Identifier: Apache-2.0
// cudasem-expectations: checks expectation files.
//   cudasem-expectations lint <dir>                 parse every file; errors name file and line
//   cudasem-expectations check <dir> <binary>...    also list entries that match no case id
// Exit 0 when clean, 1 with problems, 2 on usage errors.
#include <cstdio>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "expectations.h"

namespace {

std::vector<std::string> case_ids(const std::string& binary) {
  std::vector<std::string> ids;
  std::string cmd = "'" + binary + "' --cudasem-ids";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(cmd.c_str(), "r"), pclose);
  if (!pipe) return ids;
  char buf[512];
  while (fgets(buf, sizeof buf, pipe.get())) {
    std::string s(buf);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    if (!s.empty()) ids.push_back(s);
  }
  return ids;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || (std::string(argv[1]) != "lint" && std::string(argv[1]) != "check")) {
    std::cerr << "usage: cudasem-expectations lint <dir> | check <dir> <case binary>...\n";
    return 2;
  }
  std::vector<cudasem::Expectation> all;
  try {
    all = cudasem::load_expectations(argv[2]);
  } catch (const cudasem::ExpectationError& e) {
    std::cerr << "cudasem-expectations: " << e.what() << "\n";
    return 1;
  }
  std::cout << all.size() << " expectation entries parsed from " << argv[2] << "\n";
  if (std::string(argv[1]) == "lint") return 0;
  std::vector<std::string> ids;
  for (int i = 3; i < argc; ++i) {
    auto part = case_ids(argv[i]);
    if (part.empty()) {
      std::cerr << "cudasem-expectations: " << argv[i] << " listed no case\n";
      return 2;
    }
    ids.insert(ids.end(), part.begin(), part.end());
  }
  int unmatched = 0;
  for (const auto& e : all) {
    bool any = false;
    for (const auto& id : ids)
      if (cudasem::glob_match(e.pattern, id)) {
        any = true;
        break;
      }
    if (!any) {
      std::cout << e.where() << ": '" << e.pattern << "' matches no case id\n";
      ++unmatched;
    }
  }
  std::cout << ids.size() << " case ids, " << unmatched << " entries that match none\n";
  return unmatched ? 1 : 0;
}

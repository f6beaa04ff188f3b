// SPDX-License-Identifier: Apache-2.0
// cudasem-expectations: the expectation files as the harness reads them (expectations.h), for
// people and for the Python tools, which have no reader of their own.
//   cudasem-expectations lint <dir>                 parse every file; errors name file and line
//   cudasem-expectations check <dir> <binary>...    also list entries that match no case id
//   cudasem-expectations list --json <dir>          every entry as the harness reads it, a JSON array
//   cudasem-expectations match --json <dir>         per query on stdin, the entries that name a case
//   cudasem-expectations --version                  the grammar this build reads
// match --json reads one JSON object per line of stdin (blank lines are skipped):
//   {"case": id, "observations": [{"name": n, "value": v}, ...], "message": text,
//    "facts": {"gpu": name, "driver": "580.159.04", "pci": "0x2330", "cc": "9.0", "runtime": "13.0",
//              "driver_api": "13.0", "os": "linux", "attributes": {"integrated": 0, ...}}}
// (all but "case" optional; observations as a case record writes them, compared as the harness
// compares them: a string value as it is, any other as its JSON) and answers one line per query:
//   {"case": id, "entries": [{"source": "file:line", "outcome": o, "mismatch": why or "",
//                             "conditions_hold": bool or null}, ...], "applies": "file:line" or null}
// entries: every entry whose pattern names the case, in the order read; mismatch: why the failure
// (observations, message) is not the one the entry expects, "" when it is; with facts,
// conditions_hold and applies (the entry the harness would apply: the first that names the case
// and whose conditions hold), else null.
// Exit 0 when clean, 1 with problems (lint, check), 2 on usage errors, a missing folder, or (list,
// match) a file the harness cannot read or a query it cannot read. Every error is one line naming
// the file and line (of stdin for a query).
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "expectations.h"

namespace {

// A message on one line: control characters as \xNN.
std::string one_line(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

// The grammar this build reads: 2 adds block headers (and match --json) to the entries of 1.
constexpr int kGrammar = 2;

int list_json(const std::vector<cudasem::Expectation>& all) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& e : all) {
    nlohmann::json block = nullptr;
    if (e.block_line)
      block = {{"line", e.block_line}, {"conditions_text", e.block_conditions_text}, {"reference", e.block_reference}};
    nlohmann::json conditions = nlohmann::json::array();
    for (const auto& c : e.conditions) conditions.push_back({{"key", c.key}, {"op", c.op}, {"value", c.value}});
    nlohmann::json quote = nullptr;
    if (!e.quote_text.empty()) quote = {{"doc", e.quote_doc}, {"section", e.quote_section}, {"text", e.quote_text}};
    nlohmann::json observations = nlohmann::json::array();
    for (const auto& [name, value] : e.expected_observations) observations.push_back({name, value});
    out.push_back({{"file", e.file}, {"line", e.line}, {"pattern", e.pattern}, {"outcome", e.outcome},
        {"conditions_text", e.conditions_text}, {"conditions", conditions}, {"reason", e.reason},
        {"reference", e.reference}, {"class", e.deviation_class}, {"expects", e.expects_text},
        {"expected_observations", observations}, {"expected_messages", e.expected_messages},
        {"any_failure", e.any_failure}, {"block", block}, {"quote", quote},
        {"written", {{"conditions", e.own_conditions_text}, {"reference", e.own_reference}}}});
  }
  std::cout << out.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return 0;
}

struct QueryError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string text_of(const nlohmann::ordered_json& q, const char* key) {
  if (!q.contains(key) || q[key].is_null()) return "";
  if (!q[key].is_string()) throw QueryError(std::string("\"") + key + "\" is not a string");
  return q[key].get<std::string>();
}

// "13.0" (or "13") as the harness's 13000.
int version_number(const std::string& text, const char* key) {
  static const std::regex version(R"(^([0-9]{1,6})(\.([0-9]{1,2}))?$)");
  std::smatch m;
  if (!std::regex_match(text, m, version))
    throw QueryError(std::string("facts.") + key + " '" + text + "' is not a version such as 13.0");
  return std::stoi(m[1].str()) * 1000 + (m[3].matched ? std::stoi(m[3].str()) : 0) * 10;
}

cudasem::Facts facts_of(const nlohmann::ordered_json& f) {
  if (!f.is_object()) throw QueryError("\"facts\" is not an object");
  for (const auto& [key, value] : f.items())
    if (key != "gpu" && key != "driver" && key != "pci" && key != "cc" && key != "runtime" && key != "driver_api" &&
        key != "os" && key != "attributes")
      throw QueryError("facts." + key + ": not a fact (gpu, driver, pci, cc, runtime, driver_api, os, attributes)");
  cudasem::Facts facts;
  facts.gpu_name = text_of(f, "gpu");
  facts.driver_version = text_of(f, "driver");
  if (f.contains("os")) facts.os = text_of(f, "os");
  const std::string pci = text_of(f, "pci"), cc = text_of(f, "cc");
  if (!pci.empty()) {
    char* end = nullptr;
    const unsigned long v = std::strtoul(pci.c_str(), &end, 16);
    if (pci.rfind("0x", 0) != 0 || pci.size() < 3 || *end || v > 0xffff)
      throw QueryError("facts.pci '" + pci + "' is not a PCI device id such as 0x2330");
    facts.pci_device_id = static_cast<unsigned>(v);
  }
  if (!cc.empty()) {
    const int v = version_number(cc, "cc");
    facts.cc_major = v / 1000;
    facts.cc_minor = (v % 1000) / 10;
  }
  if (!text_of(f, "runtime").empty()) facts.runtime_version = version_number(text_of(f, "runtime"), "runtime");
  if (!text_of(f, "driver_api").empty())
    facts.driver_api_version = version_number(text_of(f, "driver_api"), "driver_api");
  if (f.contains("attributes")) {
    if (!f["attributes"].is_object()) throw QueryError("facts.attributes is not an object");
    for (const auto& [name, value] : f["attributes"].items()) {
      if (!value.is_number_integer() || value.get<long long>() < -2147483648LL || value.get<long long>() > 2147483647LL)
        throw QueryError("facts.attributes." + name + " is not an integer of an int's range");
      facts.attributes[name] = static_cast<int>(value.get<long long>());
    }
  }
  return facts;
}

nlohmann::json answer(const std::vector<cudasem::Expectation>& all, const nlohmann::ordered_json& q) {
  if (!q.is_object()) throw QueryError("a query is a JSON object");
  for (const auto& [key, value] : q.items())
    if (key != "case" && key != "observations" && key != "message" && key != "facts")
      throw QueryError("\"" + key + "\": not a query field (case, observations, message, facts)");
  const std::string id = text_of(q, "case");
  if (id.empty()) throw QueryError("the query names no \"case\"");
  std::vector<std::pair<std::string, std::string>> observations;
  if (q.contains("observations")) {
    if (!q["observations"].is_array()) throw QueryError("\"observations\" is not an array");
    for (const auto& o : q["observations"]) {
      if (!o.is_object() || !o.contains("name") || !o["name"].is_string())
        throw QueryError("an observation is an object with a \"name\"");
      const auto& v = o.contains("value") ? o["value"] : nlohmann::ordered_json();
      // As the harness compares them (observe.cpp, observation_texts): a string as it is, a
      // returned code ({"name", "code"}) by its name, any other value as its JSON.
      const bool code = v.is_object() && v.size() == 2 && v.contains("name") && v["name"].is_string() &&
                        v.contains("code") && v["code"].is_number_integer();
      observations.emplace_back(
          o["name"].get<std::string>(), v.is_string() ? v.get<std::string>()
                                        : code ? v["name"].get<std::string>()
                                               : v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    }
  }
  const std::string message = text_of(q, "message");
  const bool with_facts = q.contains("facts") && !q["facts"].is_null();
  const cudasem::Facts facts = with_facts ? facts_of(q["facts"]) : cudasem::Facts{};
  nlohmann::json entries = nlohmann::json::array(), applies = nullptr;
  for (const auto& e : all) {
    if (!cudasem::glob_match(e.pattern, id)) continue;
    nlohmann::json hold = nullptr;
    if (with_facts) {
      hold = cudasem::conditions_hold(e, facts);
      if (hold.get<bool>() && applies.is_null()) applies = e.where();
    }
    entries.push_back({{"source", e.where()}, {"outcome", e.outcome},
        {"mismatch", cudasem::expectation_mismatch(e, observations, message)}, {"conditions_hold", hold}});
  }
  return {{"case", id}, {"entries", entries}, {"applies", applies}};
}

int match_json(const std::vector<cudasem::Expectation>& all) {
  std::string line;
  for (int n = 1; std::getline(std::cin, line); ++n) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      const auto q = nlohmann::ordered_json::parse(line);
      std::cout << answer(all, q).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } catch (const nlohmann::json::exception& e) {
      std::cerr << "cudasem-expectations: stdin:" << n << ": " << one_line(e.what()) << "\n";
      return 2;
    } catch (const QueryError& e) {
      std::cerr << "cudasem-expectations: stdin:" << n << ": " << one_line(e.what()) << "\n";
      return 2;
    }
  }
  std::cout.flush();
  return 0;
}

// `<binary> --cudasem-ids`, run without a shell; ok=false when it cannot run or fails.
std::vector<std::string> case_ids(const std::string& binary, bool* ok) {
  std::vector<std::string> ids;
  *ok = false;
  int fds[2];
  if (pipe(fds) != 0) return ids;
  const pid_t pid = fork();
  if (pid < 0) return ids;
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    char* const args[] = {const_cast<char*>(binary.c_str()), const_cast<char*>("--cudasem-ids"), nullptr};
    execv(binary.c_str(), args);
    _exit(127);
  }
  close(fds[1]);
  std::string out;
  char buf[4096];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) out.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  *ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  size_t start = 0;
  while (start < out.size()) {
    size_t end = out.find('\n', start);
    if (end == std::string::npos) end = out.size();
    std::string line = out.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) ids.push_back(line);
    start = end + 1;
  }
  return ids;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string verb = argc > 1 ? argv[1] : "";
  if (verb == "--version" && argc == 2) {
    std::cout << "cudasem-expectations grammar " << kGrammar << "\n";
    return 0;
  }
  const bool list = (verb == "list" || verb == "match") && argc == 4 && std::string(argv[2]) == "--json";
  if (!list && (argc < 3 || (verb != "lint" && verb != "check") || (verb == "lint" && argc != 3))) {
    std::cerr << "usage: cudasem-expectations lint <dir> | check <dir> <case binary>... | list --json <dir> | "
                 "match --json <dir> | --version\n";
    return 2;
  }
  const std::string dir = argv[list ? 3 : 2];
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    std::cerr << "cudasem-expectations: " << one_line(dir) << ": no such folder\n";
    return 2;
  }
  std::vector<cudasem::Expectation> all;
  try {
    all = cudasem::load_expectations(dir);
  } catch (const cudasem::ExpectationError& e) {
    std::cerr << "cudasem-expectations: " << one_line(e.what()) << "\n";
    return list ? 2 : 1;
  }
  if (verb == "list") return list_json(all);
  if (verb == "match") return match_json(all);
  std::cout << all.size() << " expectation entries parsed from " << dir << "\n";
  if (std::string(argv[1]) == "lint") return 0;
  std::vector<std::string> ids;
  for (int i = 3; i < argc; ++i) {
    bool ok = false;
    auto part = case_ids(argv[i], &ok);
    if (!ok || part.empty()) {
      std::cerr << "cudasem-expectations: " << argv[i] << " --cudasem-ids failed or listed no case\n";
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

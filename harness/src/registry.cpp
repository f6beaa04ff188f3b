// SPDX-License-Identifier: Apache-2.0
#include "registry.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <deque>
#include <map>
#include <set>

#include "device.h"

namespace cudasem {
namespace {

std::vector<RegisteredCase>& cases() {
  static std::vector<RegisteredCase> c;
  return c;
}

std::map<std::string, HelperMain>& helpers() {
  static std::map<std::string, HelperMain> h;
  return h;
}

const char* cmp_text(Cmp c) {
  switch (c) {
    case Cmp::eq:
      return "==";
    case Cmp::ne:
      return "!=";
    case Cmp::ge:
      return ">=";
    case Cmp::gt:
      return ">";
    case Cmp::le:
      return "<=";
    case Cmp::lt:
      return "<";
  }
  return "?";
}

bool valid_id(const std::string& id) {
  if (id.empty() || id.front() == '.' || id.back() == '.' || id.find("..") != std::string::npos) return false;
  if (id.find('.') == std::string::npos) return false;
  return std::all_of(id.begin(), id.end(),
      [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '.'; });
}

}  // namespace

namespace {
// Case files whose declaration repeats an id (the id is the path).
std::vector<std::string>& declared_ids() {
  static std::vector<std::string> d;
  return d;
}
}  // namespace

bool register_case(const char* test_name, CaseInfo info, const char* area, const char* path_id) {
  if (path_id) {
    if (info.id) declared_ids().push_back(std::string(test_name) + " (" + path_id + ")");
    info.id = path_id;
  }
  cases().push_back({test_name, std::move(info), area ? area : "", path_id != nullptr});
  return true;
}

namespace {
// CUDASEM_CASE_TABLE: the ids made from path id + key (CaseInfo::id points into it), and the
// problems found while registering rows (reported by validate_cases).
std::deque<std::string>& table_ids() {
  static std::deque<std::string> d;
  return d;
}
std::vector<std::string>& table_problems() {
  static std::vector<std::string> p;
  return p;
}
bool valid_key(const char* key) {
  if (!key || !*key) return false;
  for (const char* k = key; *k; ++k)
    if (!std::isalnum(static_cast<unsigned char>(*k)) && *k != '_') return false;
  return true;
}
}  // namespace

std::string register_table_case(
    const char* suite, const char* name, const char* key, CaseInfo info, const char* area, const char* path_id) {
  const std::string test = std::string(suite) + "." + name + "/" + (key ? key : "");
  // The prefix is the file's path id (a harness test binary, built outside cases/, names one in `.id`).
  const char* prefix = path_id ? path_id : info.id;
  if (path_id && info.id) declared_ids().push_back(test + " (" + path_id + ")");
  if (!valid_key(key))
    table_problems().push_back(test + ": a table row's key must be a label of [A-Za-z0-9_] (it ends the case id)");
  for (const auto& c : cases())
    if (c.test_name == test) table_problems().push_back(test + ": the row key repeats in its table");
  std::string id = std::string(prefix ? prefix : "") + "." + (key ? key : "");
  std::transform(
      id.begin(), id.end(), id.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  info.id = table_ids().emplace_back(std::move(id)).c_str();
  cases().push_back({test, std::move(info), area ? area : "", path_id != nullptr, key ? key : ""});
  return test;
}

const std::vector<RegisteredCase>& registered_cases() { return cases(); }

bool register_helper(const char* name, HelperMain fn) {
  helpers()[name] = fn;
  return true;
}

HelperMain find_helper(const std::string& name) {
  auto it = helpers().find(name);
  return it == helpers().end() ? nullptr : it->second;
}

std::string self_executable() {
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  buf[n] = 0;
  return buf;
}

std::string kind_name(Kind k) {
  const auto i = static_cast<std::size_t>(k);
  return i < vocab::count(vocab::kCaseKinds) ? vocab::kCaseKinds[i].name : "?";
}

std::string claim_name(Claim c) {
  const auto i = static_cast<std::size_t>(c);
  return i < vocab::count(vocab::kClaimKinds) ? vocab::kClaimKinds[i].name : "?";
}

std::string Requirement::describe() const {
  switch (type) {
    case Type::gpu_count:
      return "gpus >= " + std::to_string(value);
    case Type::linux_os:
      return "os == linux";
    case Type::toolkit_version:
      return "toolkit: CUDA version " + std::string(cmp_text(cmp)) + " " + std::to_string(value);
    case Type::driver_version:
      return std::string(name ? name : "?") + ": driver CUDA version " + cmp_text(cmp) + " " + std::to_string(value);
    case Type::attribute:
      break;
  }
  return std::string(name ? name : "?") + " " + cmp_text(cmp) + " " + std::to_string(value);
}

std::string area_of(const std::string& id) { return id.substr(0, id.find('.')); }

std::vector<std::string> labels_of(const CaseInfo& info) {
  std::vector<std::string> labels = {kind_name(info.kind), area_of(info.id ? info.id : "")};
  for (const auto& r : info.needs)
    if (r.type == Requirement::Type::gpu_count && r.value >= 2 &&
        std::find(labels.begin(), labels.end(), "multi_gpu") == labels.end())
      labels.push_back("multi_gpu");
  return labels;
}

Json citation_json(const Citation& c) {
  Json j = Json::object();
  j.set("doc", c.doc);
  const char* title = nullptr;
  const char* url = nullptr;
  for (const auto& d : vocab::kDocuments)
    if (c.doc && std::string(c.doc) == d.key) {
      title = d.title;
      url = d.url;
    }
  j.set("document", title);
  j.set("section", c.section);
  j.set("quote", c.quote);
  j.set("cuda_version", c.version);
  j.set("url", c.url ? c.url : (url && *url ? url : nullptr));
  return j;
}

Json case_json(const RegisteredCase& c) {
  const CaseInfo& i = c.info;
  Json reqs = Json::array();
  for (const auto& r : i.needs) reqs.push(r.describe());
  Json env = Json::array();
  for (const char* e : i.env) env.push(e);
  Json labels = Json::array();
  for (const auto& l : labels_of(i)) labels.push(l);
  Json j = Json::object();
  j.set("id", i.id);
  j.set("test", c.test_name);
  j.set("area", area_of(i.id ? i.id : ""));
  // A CUDASEM_CASE_TABLE row: its key (the id is the file's path id plus `.<key>` in lowercase), so
  // that a tool finds the case's file from the listing alone.
  if (!c.table_key.empty()) j.set("row", c.table_key);
  j.set("kind", kind_name(i.kind));
  j.set("claim", i.claim ? Json(claim_name(*i.claim)) : Json(nullptr));  // null: a kind that declares none
  Json api = Json::array();
  for (const char* f : i.api) api.push(f);
  j.set("api", std::move(api));
  j.set("citation", citation_json(i.cite));
  j.set("requirements", std::move(reqs));
  j.set("env", std::move(env));
  j.set("timeout_s", i.timeout_s);
  j.set("exclusive", i.exclusive);
  if (i.toolkit_defaults) j.set("toolkit_defaults", true);
  for (const auto& [key, list] :
      {std::pair{"intentional_faults", &i.intentional_faults}, std::pair{"sanitizer_limits", &i.sanitizer_limits}}) {
    if (list->empty()) continue;
    Json reasons = Json::object();
    for (const auto& f : *list) reasons.set(f.tool ? f.tool : "", f.why ? f.why : "");
    j.set(key, std::move(reasons));
  }
  j.set("labels", std::move(labels));
  return j;
}

std::vector<std::string> validate_cases() {
  std::vector<std::string> problems;
  std::set<std::string> seen;
  std::set<std::string> doc_keys;
  for (const auto& d : vocab::kDocuments) doc_keys.insert(d.key);
  for (const auto& d : declared_ids())
    problems.push_back(d + ": declares `.id`; a case file's id is its path (cases/<area>/<group>/<name>), remove it");
  problems.insert(problems.end(), table_problems().begin(), table_problems().end());
  for (const auto& c : cases()) {
    const CaseInfo& i = c.info;
    if (c.from_case_file && i.api.empty())
      problems.push_back(c.test_name + " (" + i.id +
                         "): no `.api`: name the functions whose documented behavior the "
                         "case asserts");
    for (const char* f : i.api)
      if (!f || !*f) problems.push_back(c.test_name + " (" + (i.id ? i.id : "") + "): an empty name in `.api`");
    const std::string who = c.test_name + " (" + (i.id ? i.id : "no id") + ")";
    if (!i.id || !valid_id(i.id))
      problems.push_back(who + ": id must be dotted lowercase words, e.g. memory.free.null_is_noop");
    else if (!seen.insert(i.id).second)
      problems.push_back(who + ": id declared twice");
    else if (!c.area.empty() && area_of(i.id) != c.area)
      problems.push_back(who + ": the id's first part must be the case file's folder under cases/ ('" + c.area + ".')");
    // The claim kind: declared by every case file whose kind some claim kind backs, and one that backs
    // its kind; none for the kinds no claim backs (perf, calibration).
    std::string takes;
    for (const auto& k : vocab::kClaimKinds)
      if (k.backs == i.kind) takes += (takes.empty() ? "" : ", ") + std::string(k.name);
    if (i.claim && takes.empty())
      problems.push_back(who + ": a " + kind_name(i.kind) +
                         " case declares no `.claim` (its verdict does not rest on the quote's wording): remove it");
    else if (i.claim && vocab::kClaimKinds[static_cast<std::size_t>(*i.claim)].backs != i.kind)
      problems.push_back(who + ": `.claim = " + claim_name(*i.claim) + "` does not back a " + kind_name(i.kind) +
                         " case (one of: " + takes + ")");
    else if (!i.claim && !takes.empty() && c.from_case_file)
      problems.push_back(who + ": no `.claim`: say what the quote is (" + takes + "; docs/WRITING_CASES.md)");
    if (!i.cite.doc || !doc_keys.count(i.cite.doc))
      problems.push_back(who + ": citation document key is missing or unknown");
    if (!i.cite.section || !*i.cite.section) problems.push_back(who + ": citation has no section");
    if (!i.cite.quote || !*i.cite.quote) problems.push_back(who + ": citation has no quote");
    if (!i.cite.version || !*i.cite.version) problems.push_back(who + ": citation has no CUDA version of the text");
    for (const auto& r : i.needs)
      if (r.type == Requirement::Type::attribute && (!r.name || !attribute_table().count(r.name)))
        problems.push_back(who + ": unknown device attribute in requirement: " + (r.name ? r.name : "(null)"));
    for (const char* e : i.env)
      if (!e || !std::string(e).find('=') || std::string(e).find('=') == std::string::npos)
        problems.push_back(who + ": env entries are NAME=VALUE");
    if (i.timeout_s <= 0 || i.timeout_s > 600) problems.push_back(who + ": timeout_s must be in 1..600");
    for (const auto* list : {&i.intentional_faults, &i.sanitizer_limits})
      for (const auto& f : *list) {
        const std::string tool = f.tool ? f.tool : "";
        if (!vocab::contains(vocab::kSanitizerTools, tool))
          problems.push_back(who + ": a sanitizer exclusion names '" + tool + "', not a compute-sanitizer tool (" +
                             vocab::joined(vocab::kSanitizerTools) + ")");
        if (!f.why || !*f.why) problems.push_back(who + ": a sanitizer exclusion must say why");
      }
  }
  return problems;
}

const RegisteredCase* find_case(const std::string& id) {
  for (const auto& c : cases())
    if (c.info.id && id == c.info.id) return &c;
  return nullptr;
}

}  // namespace cudasem

// SPDX-License-Identifier: Apache-2.0
#include "gating.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

#include "device.h"
#include "expectations.h"
#include "library.h"
#include "sanitizer.h"

#ifndef CUDASEM_SOURCE_DIR
#define CUDASEM_SOURCE_DIR "."
#endif

namespace cudasem {

std::string g_libcuda_problem;

std::string env_or(const char* name, const std::string& fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

int time_limit_s(const CaseInfo& info) {
  try {
    if (!parse_sanitizer_setting(std::getenv("CUDASEM_SANITIZER")).empty())
      return info.timeout_s * kSanitizerTimeFactor;
  } catch (const SettingError&) {
  }
  return info.timeout_s;
}

Settings read_settings(Run& run) {
  Settings s;
  try {
    s.expectations_mode = parse_expectations_setting(std::getenv("CUDASEM_EXPECTATIONS"));
    s.run_skipped = parse_bool_setting("CUDASEM_RUN_SKIPPED", std::getenv("CUDASEM_RUN_SKIPPED"), false);
    s.retries = parse_int_setting("CUDASEM_RETRIES", std::getenv("CUDASEM_RETRIES"), 0, 0, 100);
  } catch (const SettingError& e) {
    finish(run, "FAIL", std::string("harness: invalid setting: ") + e.what());
  }
  if (!g_libcuda_problem.empty()) finish(run, "FAIL", "harness: invalid setting: " + g_libcuda_problem);
  try {
    s.sanitizer_tool = parse_sanitizer_setting(std::getenv("CUDASEM_SANITIZER"));
  } catch (const SettingError& e) {
    finish(run, "FAIL", std::string("harness: invalid setting: ") + e.what());
  }
  return s;
}

void apply_case_environment(const CaseInfo& info) {
  for (const char* e : info.env) {
    const std::string kv = e;
    const std::size_t eq = kv.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = kv.substr(0, eq), value = kv.substr(eq + 1);
    const char* current = std::getenv(key.c_str());
    if (current && value == current) continue;
    std::fprintf(stderr, "cudasem: %s: applying the case's environment %s (was %s)\n", info.id, kv.c_str(),
        current ? current : "unset");
    setenv(key.c_str(), value.c_str(), 1);
    auto& hs = harness_settings();
    for (auto it = hs.begin(); it != hs.end();) it = it->rfind(key + "=", 0) == 0 ? hs.erase(it) : it + 1;
  }
  if (info.toolkit_defaults) {
    for (const auto& kv : harness_settings()) unsetenv(kv.substr(0, kv.find('=')).c_str());
    harness_settings().clear();
  }
}

namespace {

[[noreturn]] void finish_unsupported(Run& run, const std::string& why) {
  VerdictInput in;
  in.unsupported = why;
  const Verdict v = verdict(in);
  finish(run, outcome_name(v.outcome), v.message);
}

// CUDASEM_DEVICE narrows CUDA_VISIBLE_DEVICES, unless the case sets CUDA_VISIBLE_DEVICES itself:
// then its GPU count is checked on the machine (with fewer GPUs its own setting may hide every
// device and hide the real reason).
void select_devices(Run& run) {
  const CaseInfo& info = run.c->info;
  bool case_sets_visible = false;
  for (const char* e : info.env)
    if (std::strncmp(e, "CUDA_VISIBLE_DEVICES=", 21) == 0) case_sets_visible = true;
  if (!case_sets_visible) {
    if (std::string bad = apply_device_selection(); !bad.empty()) finish(run, "FAIL", bad);
    return;
  }
  for (const Requirement& r : info.needs)
    if (r.type == Requirement::Type::gpu_count) {
      const int all = device_count_without_visible_devices();
      if (all >= 0 && all < r.value)
        finish_unsupported(run, "requires " + r.describe() + "; this machine has " + std::to_string(all) +
                                    " (counted without the case's own CUDA_VISIBLE_DEVICES)");
    }
}

bool compare(int have, Cmp cmp, int value) {
  switch (cmp) {
    case Cmp::eq:
      return have == value;
    case Cmp::ne:
      return have != value;
    case Cmp::ge:
      return have >= value;
    case Cmp::gt:
      return have > value;
    case Cmp::le:
      return have <= value;
    case Cmp::lt:
      return have < value;
  }
  return true;
}

// The first requirement the machine does not meet, in words.
std::optional<std::string> unmet_requirement(
    const CaseInfo& info, const Platform& platform, const DeviceIdentity& dev) {
  for (const Requirement& r : info.needs) {
    bool ok = true;
    int have = 0;
    if (r.type == Requirement::Type::gpu_count) {
      have = platform.device_count;
      ok = have >= r.value;
    } else if (r.type == Requirement::Type::attribute) {
      have = dev.attributes.count(r.name) ? dev.attributes.at(r.name) : 0;
      ok = compare(have, r.cmp, r.value);
    } else if (r.type == Requirement::Type::driver_version) {
      if (!compare(platform.driver_api_version, r.cmp, r.value))
        return "requires " + r.describe() + "; the driver's is " + std::to_string(platform.driver_api_version);
    }
    if (!ok)
      return "requires " + r.describe() + "; device " + std::to_string(dev.ordinal) + " (" + dev.name + ") has " +
             std::to_string(have);
  }
  return std::nullopt;
}

// The entry of the expectation files for this case on this GPU and driver (none when off).
std::optional<Expectation> find_entry(
    Run& run, const Settings& s, const Platform& platform, const DeviceIdentity& dev) {
  if (s.expectations_mode == "off") return std::nullopt;
  Facts facts;
  facts.gpu_name = dev.name;
  facts.driver_version = platform.driver_version;
  facts.pci_device_id = dev.nvml.pci_device_id >> 16;
  facts.cc_major = dev.cc_major;
  facts.cc_minor = dev.cc_minor;
  facts.runtime_version = platform.runtime_version;
  facts.driver_api_version = platform.driver_api_version;
  facts.attributes = dev.attributes;
  try {
    auto all = load_expectations(env_or("CUDASEM_EXPECTATIONS_DIR", CUDASEM_SOURCE_DIR "/expectations"));
    return find_expectation(all, run.c->info.id, facts);
  } catch (const ExpectationError& e) {
    finish(run, "FAIL", std::string("expectations: ") + e.what());
  }
}

}  // namespace

VerdictInput gate(Run& run, const Settings& settings) {
  // A case of a newer toolkit's API in a build with an older one (its body compiled empty): decided by
  // the build, before the machine is looked at.
  for (const Requirement& r : run.c->info.needs)
    if (r.type == Requirement::Type::toolkit_version && !compare(CUDA_VERSION, r.cmp, r.value))
      finish_unsupported(run, "requires " + r.describe() + "; this build's toolkit is " + std::to_string(CUDA_VERSION) +
                                  " (its body is not compiled)");
  select_devices(run);
  // Requirements: driver API only, no context is created.
  const Platform platform = probe_platform();
  run.driver_version = platform.driver_version;
  const DriverLibrary library = driver_library(false);
  if (library.loaded) run.driver_library = driver_library_json(library, false);
  if (const RuntimeLibrary rt = runtime_library(false); rt.loaded)
    run.runtime_library = runtime_library_json(rt, false);
  if (!platform.ok) finish_unsupported(run, platform.why);
  const DeviceIdentity dev = probe_device(0);
  run.device = dev.to_json();
  if (auto why = unmet_requirement(run.c->info, platform, dev)) finish_unsupported(run, *why);

  VerdictInput in;
  in.entry = find_entry(run, settings, platform, dev);
  in.library = {library.nvidia, library.path, library.evidence};
  in.any_library = settings.expectations_mode == "on-any-library";
  in.run_skipped = settings.run_skipped;
  in.test_name = run.c->test_name;
  in.retries = settings.retries;
  in.attempt = run.attempt;
  in.first_attempt = run.first_attempt;
  in.earlier_attempts = run.previous_attempts;
  return in;
}

}  // namespace cudasem

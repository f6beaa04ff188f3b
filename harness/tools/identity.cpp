// SPDX-License-Identifier: Apache-2.0
// cudasem-identity: the run's identity as JSON (driver API and NVML; creates no context).
// Exits 0 even without a GPU: the JSON then says why no device could be used.
#include <sys/utsname.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "device.h"
#include "json.h"

#ifndef CUDASEM_TOOLKIT_VERSION
#define CUDASEM_TOOLKIT_VERSION "unknown"
#endif

namespace {

std::string os_release_name() {
  std::ifstream in("/etc/os-release");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("PRETTY_NAME=", 0) == 0) {
      std::string v = line.substr(12);
      if (v.size() >= 2 && v.front() == '"') v = v.substr(1, v.size() - 2);
      return v;
    }
  return "";
}

std::string version_text(int v) { return v ? std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10) : ""; }

}  // namespace

int main() {
  using cudasem::Json;
  if (std::string bad = cudasem::apply_device_selection(); !bad.empty()) {
    std::cerr << "cudasem-identity: " << bad << "\n";
    return 2;
  }
  cudasem::Platform p = cudasem::probe_platform();
  Json gpus = Json::array();
  if (p.ok)
    for (int i = 0; i < p.device_count; ++i) gpus.push(cudasem::probe_device(i).to_json());

  Json driver = Json::object();
  driver.set("version", p.driver_version.empty() ? Json(nullptr) : Json(p.driver_version));
  driver.set("version_source", p.driver_version.empty() ? Json(p.driver_version_why) : Json("nvml"));
  driver.set("api_version", p.driver_api_version ? Json(version_text(p.driver_api_version)) : Json(nullptr));
  driver.set("api_version_number", p.driver_api_version);

  Json runtime = Json::object();
  runtime.set("version", version_text(p.runtime_version));
  runtime.set("version_number", p.runtime_version);

  struct utsname u{};
  uname(&u);
  Json os = Json::object();
  os.set("name", u.sysname);
  os.set("distribution", os_release_name());
  os.set("kernel", u.release);
  os.set("machine", u.machine);
  os.set("hostname", u.nodename);

  Json j = Json::object();
  j.set("gpu_available", p.ok);
  j.set("no_gpu_reason", p.ok ? Json(nullptr) : Json(p.why));
  j.set("gpus", std::move(gpus));
  j.set("driver", std::move(driver));
  j.set("runtime", std::move(runtime));
  j.set("toolkit", Json::object().set("version", CUDASEM_TOOLKIT_VERSION));
  j.set("os", std::move(os));
  const char* visible = std::getenv("CUDA_VISIBLE_DEVICES");
  j.set("cuda_visible_devices", visible ? Json(visible) : Json(nullptr));
  const char* chosen = std::getenv("CUDASEM_DEVICE");
  j.set("device_selection", chosen ? Json(chosen) : Json("all"));
  std::cout << j.dump(2) << "\n";
  return 0;
}

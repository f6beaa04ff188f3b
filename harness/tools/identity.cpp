// SPDX-License-Identifier: Apache-2.0
// cudasem-identity: the run's identity as JSON (driver API and NVML; creates no context).
// Exits 0 even without a GPU: the JSON then says why no device could be used. Exits 2 for a bad
// CUDASEM_DEVICE, CUDASEM_LIBCUDA or CUDASEM_CUDART, when the process (harness and CUDA runtime
// together) loaded more than one driver library or not the one CUDASEM_LIBCUDA names, and when it
// loaded another CUDA runtime than CUDASEM_CUDART names or two of them (library.h).
#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <sys/stat.h>
#include <sys/utsname.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "device.h"
#include "json.h"
#include "library.h"

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

// The CPU's hypervisor flag (x86 /proc/cpuinfo "flags"): true in a virtual machine, false on bare
// metal, null where the CPU lists no flags (other architectures) or cpuinfo cannot be read.
cudasem::Json virtual_machine() {
  std::ifstream in("/proc/cpuinfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("flags", 0) == 0 && line.find(':') != std::string::npos)
      return cudasem::Json((" " + line.substr(line.find(':') + 1) + " ").find(" hypervisor ") != std::string::npos);
  return nullptr;
}

// An MPS control daemon: its pipe folder (CUDA_MPS_PIPE_DIRECTORY, default /tmp/nvidia-mps) holds
// its control socket. null when the folder exists but cannot be read.
cudasem::Json mps_daemon() {
  const char* dir = std::getenv("CUDA_MPS_PIPE_DIRECTORY");
  const std::string pipes = dir && *dir ? dir : "/tmp/nvidia-mps";
  struct stat st{};
  if (stat(pipes.c_str(), &st) != 0) return false;
  if (!S_ISDIR(st.st_mode)) return false;
  if (stat((pipes + "/control").c_str(), &st) == 0) return cudasem::Json(S_ISSOCK(st.st_mode));
  return errno == ENOENT ? cudasem::Json(false) : cudasem::Json(nullptr);
}

// Every GPU's identity; *mig: any GPU in MIG mode (1), none (0), unknown (-1: NVML not loaded).
cudasem::Json gpus_json(const cudasem::Platform& p, int* mig) {
  cudasem::Json gpus = cudasem::Json::array();
  *mig = -1;
  if (p.ok)
    for (int i = 0; i < p.device_count; ++i) {
      cudasem::DeviceIdentity d = cudasem::probe_device(i);
      d.probe_nvlink();
      if (d.nvml.available && d.nvml.mig_mode >= 0) *mig = std::max(*mig, d.nvml.mig_mode);
      gpus.push(d.to_json());
    }
  return gpus;
}

// The driver library: the harness's, and the runtime's (it loads its own on first use; this
// call creates no context). Both must be one file, and CUDASEM_LIBCUDA's when it is set. False
// (the problem on stderr) when they are not.
bool driver_library_json(cudasem::Json* library) {
  int runtime_driver_version = 0;
  cudaDriverGetVersion(&runtime_driver_version);
  const cudasem::DriverLibrary lib = cudasem::driver_library(true);
  const std::string requested = cudasem::requested_driver_library(nullptr);
  if (!lib.loaded) {
    if (requested.empty()) return true;
    std::cerr << "cudasem-identity: " << lib.why << "\n";
    return false;
  }
  if (!lib.others.empty()) {
    std::cerr << "cudasem-identity: this process loaded two driver libraries: " << lib.path << " (the harness's) and "
              << lib.others.front() << " (the CUDA runtime's?)"
              << (requested.empty() ? ""
                                    : "; CUDASEM_LIBCUDA=" + requested +
                                          " must be named libcuda.so.1 or have the soname libcuda.so.1")
              << "\n";
    return false;
  }
  // What the runtime's dlopen("libcuda.so.1") gives, without loading anything: the harness's.
  void* by_name = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_NOLOAD);
  if (by_name) dlclose(by_name);
  if (by_name != cudasem::driver_library_handle()) {
    std::cerr << "cudasem-identity: the CUDA runtime, which loads libcuda.so.1 by name, does not get the harness's "
              << lib.path << " (name the file libcuda.so.1 in its folder or give it the soname libcuda.so.1)\n";
    return false;
  }
  *library = cudasem::driver_library_json(lib, true);
  return true;
}

cudasem::Json driver_json(const cudasem::Platform& p) {
  using cudasem::Json;
  Json driver = Json::object();
  driver.set("version", p.driver_version.empty() ? Json(nullptr) : Json(p.driver_version));
  driver.set("version_source", p.driver_version.empty() ? Json(p.driver_version_why) : Json("nvml"));
  driver.set("api_version", p.driver_api_version ? Json(version_text(p.driver_api_version)) : Json(nullptr));
  driver.set("api_version_number", p.driver_api_version);
  return driver;
}

cudasem::Json runtime_json(const cudasem::Platform& p) {
  cudasem::Json runtime = cudasem::Json::object();
  runtime.set("version", version_text(p.runtime_version));
  runtime.set("version_number", p.runtime_version);
  return runtime;
}

cudasem::Json os_json(const utsname& u) {
  cudasem::Json os = cudasem::Json::object();
  os.set("name", u.sysname);
  os.set("distribution", os_release_name());
  os.set("kernel", u.release);
  os.set("machine", u.machine);
  os.set("hostname", u.nodename);
  return os;
}

cudasem::Json environment_json(const utsname& u, int mig) {
  using cudasem::Json;
  Json environment = Json::object();
  environment.set("virtual_machine", virtual_machine());
  environment.set("kernel_release", u.release);
  environment.set("mps", mps_daemon());
  environment.set("mig", mig < 0 ? Json(nullptr) : Json(mig == 1));
  return environment;
}

}  // namespace

int main(int, char** argv) {
  using cudasem::Json;
  const cudasem::LibraryRequest request = cudasem::use_requested_libraries(argv);
  for (const std::string& bad : {request.cudart_problem, request.libcuda_problem})
    if (!bad.empty()) {
      std::cerr << "cudasem-identity: " << bad << "\n";
      return 2;
    }
  if (std::string bad = cudasem::apply_device_selection(); !bad.empty()) {
    std::cerr << "cudasem-identity: " << bad << "\n";
    return 2;
  }
  cudasem::Platform p = cudasem::probe_platform();
  int mig = -1;
  Json gpus = gpus_json(p, &mig);
  Json library = nullptr;
  if (!driver_library_json(&library)) return 2;
  // The CUDA runtime: the file this process loaded, checked against CUDASEM_CUDART again (the
  // check of use_requested_libraries ran before anything else was loaded).
  const cudasem::RuntimeLibrary runtime_library = cudasem::runtime_library(true);
  if (std::string bad = cudasem::runtime_library_problem(runtime_library); !bad.empty()) {
    std::cerr << "cudasem-identity: " << bad << "\n";
    return 2;
  }
  struct utsname u{};
  uname(&u);

  Json j = Json::object();
  j.set("gpu_available", p.ok);
  j.set("no_gpu_reason", p.ok ? Json(nullptr) : Json(p.why));
  j.set("gpus", std::move(gpus));
  j.set("driver", driver_json(p));
  j.set("runtime", runtime_json(p));
  j.set("toolkit", Json::object().set("version", CUDASEM_TOOLKIT_VERSION));
  j.set("os", os_json(u));
  j.set("driver_library", std::move(library));
  j.set(
      "runtime_library", runtime_library.loaded ? cudasem::runtime_library_json(runtime_library, true) : Json(nullptr));
  j.set("environment", environment_json(u, mig));
  const char* visible = std::getenv("CUDA_VISIBLE_DEVICES");
  j.set("cuda_visible_devices", visible ? Json(visible) : Json(nullptr));
  const char* chosen = std::getenv("CUDASEM_DEVICE");
  j.set("device_selection", chosen ? Json(chosen) : Json("all"));
  std::cout << j.dump(2) << "\n";
  return 0;
}

// SPDX-License-Identifier: Apache-2.0
// Which driver library (libcuda) a process uses, and CUDASEM_LIBCUDA: running the suite against
// another implementation of the driver API (a re-implementation such as ZLUDA, an interposer, a
// sandbox proxy, the project's stub).
//
// CUDASEM_LIBCUDA=/abs/path/to/libcuda.so.1 makes the harness and the CUDA runtime use that file:
//   - the harness dlopens that path instead of "libcuda.so.1" (driver.cpp), before the runtime
//     loads a driver: a library whose soname is libcuda.so.1 is then also the one the runtime's
//     own dlopen("libcuda.so.1") gets;
//   - every case process and the identity tool start with the library's folder first in
//     LD_LIBRARY_PATH (use_requested_driver_library re-executes the process once, same pid and
//     arguments, when it is not: the dynamic loader reads LD_LIBRARY_PATH only at start), so the
//     runtime finds that folder's libcuda.so.1 by name;
//   - the identity tool makes the runtime load its driver (cudaDriverGetVersion, no context) and
//     lists every libcuda the process then has mapped: two different files, or a runtime that
//     loaded another file than CUDASEM_LIBCUDA, stop the run (cudasem-identity exits 2).
//
// NVIDIA's or not (DriverLibrary::nvidia), decided from the file itself:
//   1. the file (links followed) is named libcuda.so.<driver version>, e.g. libcuda.so.580.95.05:
//      NVIDIA's driver packages (the .run installer, Debian/Ubuntu/RHEL packages, the container
//      toolkit's mounts, cuda-compat) install libcuda.so.1 as a link to that file; or
//   2. the file holds NVIDIA's driver build string "NVIDIA UNIX" (for installs that copy the
//      library under another name).
// Anything else (the stub's libcuda.so.1, a re-implementation's libcuda.so) is not NVIDIA's.
// A library that imitates both on purpose is taken for NVIDIA's; an interposer preloaded in front
// of NVIDIA's library (LD_PRELOAD) is not seen here (the run's environment records LD_PRELOAD only
// if it is a CUDA_* or CUDASEM_* variable: it is not).
#pragma once

#include <string>
#include <vector>

#include "json.h"

namespace cudasem {

// The CUDASEM_LIBCUDA value ("" when unset); an invalid one (not an absolute path of an existing
// file, or a folder that LD_LIBRARY_PATH cannot hold) sets *why.
std::string requested_driver_library(std::string* why);

// Called first in main: with CUDASEM_LIBCUDA set, re-executes the process once with the library's
// folder first in LD_LIBRARY_PATH. Returns "" when nothing is to be done or it already is, else
// why it cannot be done (the caller reports it; the process goes on).
std::string use_requested_driver_library(char** argv);

// The dlopen handle of the driver library the harness loaded (nullptr when none).
void* driver_library_handle();

struct DriverLibrary {
  bool loaded = false;
  std::string why;        // why none is loaded
  std::string path;       // the file, links followed
  std::string loaded_as;  // the name it was loaded by (CUDASEM_LIBCUDA or libcuda.so.1's path)
  std::string soname;     // DT_SONAME of the file ("" when it has none)
  long long size = -1;
  std::string sha256;  // only when asked for (reads the whole file)
  bool nvidia = false;
  std::string evidence;             // the rule that decided nvidia, in words
  bool requested = false;           // chosen with CUDASEM_LIBCUDA
  std::vector<std::string> others;  // other libcuda files mapped in this process (links followed)
};

// The driver library load_driver() loaded, described; the SHA-256 only when `hash`.
DriverLibrary driver_library(bool hash);
// Whether the file at `path` is NVIDIA's driver library (rules above); *evidence says why.
bool nvidia_driver_library(const std::string& path, std::string* evidence);
// The files (links followed) of every libcuda.* object mapped in this process, and `also`.
std::vector<std::string> mapped_driver_libraries(const std::string& also);
// {"path","soname","size","sha256","nvidia","evidence","loaded_as","requested"} (full) or
// {"path","size","nvidia"} (a case record's short form, without the hash).
Json driver_library_json(const DriverLibrary& lib, bool full);
// The SHA-256 of a file as 64 hex digits ("" when it cannot be read).
std::string sha256_file(const std::string& path);

}  // namespace cudasem

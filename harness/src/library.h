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
//     LD_LIBRARY_PATH (use_requested_libraries re-executes the process once, same pid and
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

// CUDASEM_CUDART: running the built suite against another CUDA runtime library (a libcudart.so.13
// of NVIDIA's nvidia-cuda-runtime wheels, say). The case binaries and the tools link the shared
// runtime by its soname (runtime_library_name(): libcudart.so.<the build's major>, DT_NEEDED) and
// carry a RUNPATH (the toolkit's folder), which LD_LIBRARY_PATH precedes; so the library's folder
// first in LD_LIBRARY_PATH makes the dynamic loader load that folder's file. The value is the
// absolute path of that file, or of a folder holding it (an unpacked wheel's lib folder); a file
// under another name must be the one its folder's libcudart.so.13 resolves to (the loader looks
// the soname up, not the file). Every process then checks what it loaded (runtime_library_problem).
std::string runtime_library_name();
// The file CUDASEM_CUDART names, links followed ("" when unset); an invalid value (not an absolute
// path, missing, a folder without libcudart.so.13, a file the loader would not find by that name,
// a folder LD_LIBRARY_PATH cannot hold) sets *why, one line naming the variable.
std::string requested_runtime_library(std::string* why);

// What use_requested_libraries could not do, per setting ("" when nothing is wrong).
struct LibraryRequest {
  std::string libcuda_problem;  // CUDASEM_LIBCUDA: the case FAILs (gating.h), the identity exits 2
  std::string cudart_problem;   // CUDASEM_CUDART: the process refuses to run (exit 2, one line)
};

// Called first in main: with CUDASEM_CUDART and/or CUDASEM_LIBCUDA set, re-executes the process
// once (same pid and arguments) with their folders first in LD_LIBRARY_PATH (the runtime's
// first), when they are not: the dynamic loader reads LD_LIBRARY_PATH only at start. Bounded: a
// mark (CUDASEM_REEXEC=<pid>) stops a second re-execution. Then checks the loaded runtime.
LibraryRequest use_requested_libraries(char** argv);

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
// The CUDA runtime library this process loaded (the file of cudaRuntimeGetVersion, dladdr).
struct RuntimeLibrary {
  bool loaded = false;
  std::string why;        // why it is unknown
  std::string path;       // the file, links followed
  std::string loaded_as;  // the name the loader gave it (its folder's libcudart.so.13, say)
  std::string soname;     // DT_SONAME of the file
  long long size = -1;
  std::string sha256;               // only when asked for (reads the whole file)
  int version = 0;                  // cudaRuntimeGetVersion of that library (13020 for any 13.2.x release)
  std::string release;              // e.g. 13.2.75: the release the file is, from a cudart.json beside it
  std::string release_source;       // that file, when its sha256 is this file's (hashed runs only)
  bool requested = false;           // chosen with CUDASEM_CUDART
  std::vector<std::string> others;  // other libcudart files mapped in this process (links followed)
};
// `hash` also reads the release: `cudasem runtime fetch` writes cudart.json beside each unpacked
// library ({"package","version","wheel","wheel_sha256","file","size","sha256"}); the library itself
// does not say its patch level (cudaRuntimeGetVersion: major and minor only).
RuntimeLibrary runtime_library(bool hash);
// "" when the loaded runtime is the one CUDASEM_CUDART names (or none is named) and no other
// libcudart is mapped; else one line saying what was requested and what was loaded.
std::string runtime_library_problem(const RuntimeLibrary& lib);
// {"path","loaded_as","soname","size","sha256","version_number","release","release_source",
// "requested","others"} (full; release and release_source null when unknown) or
// {"path","size"} (a case record's short form).
Json runtime_library_json(const RuntimeLibrary& lib, bool full);

// The SHA-256 of a file as 64 hex digits ("" when it cannot be read).
std::string sha256_file(const std::string& path);

}  // namespace cudasem

// SPDX-License-Identifier: Apache-2.0
#include "library.h"

#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "cudasem/driver.h"

namespace cudasem {
namespace {

std::string real_path(const std::string& p) {
  char buf[PATH_MAX];
  return realpath(p.c_str(), buf) ? std::string(buf) : p;
}

std::string base_name(const std::string& p) {
  const auto slash = p.rfind('/');
  return slash == std::string::npos ? p : p.substr(slash + 1);
}

// A read-only mapping of a whole file (empty when it cannot be read).
struct Mapped {
  const unsigned char* data = nullptr;
  std::size_t size = 0;
  explicit Mapped(const std::string& path) {
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    struct stat st{};
    if (fstat(fd, &st) == 0 && st.st_size > 0) {
      void* p = mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
      if (p != MAP_FAILED) {
        data = static_cast<const unsigned char*>(p);
        size = static_cast<std::size_t>(st.st_size);
      }
    }
    close(fd);
  }
  ~Mapped() {
    if (data) munmap(const_cast<unsigned char*>(data), size);
  }
  Mapped(const Mapped&) = delete;
  Mapped& operator=(const Mapped&) = delete;
};

// DT_SONAME of a 64-bit ELF file held in memory ("" when it has none or is not one).
std::string elf_soname(const unsigned char* d, std::size_t n) {
  if (n < sizeof(Elf64_Ehdr) || std::memcmp(d, ELFMAG, SELFMAG) != 0 || d[EI_CLASS] != ELFCLASS64) return "";
  Elf64_Ehdr eh;
  std::memcpy(&eh, d, sizeof eh);
  auto phdr = [&](int i, Elf64_Phdr* out) {
    const std::uint64_t at = eh.e_phoff + static_cast<std::uint64_t>(i) * eh.e_phentsize;
    if (eh.e_phentsize < sizeof(Elf64_Phdr) || at + sizeof(Elf64_Phdr) > n) return false;
    std::memcpy(out, d + at, sizeof *out);
    return true;
  };
  Elf64_Phdr dyn{}, ph{};
  bool found = false;
  for (int i = 0; i < eh.e_phnum && !found; ++i)
    if (phdr(i, &ph) && ph.p_type == PT_DYNAMIC) dyn = ph, found = true;
  if (!found || dyn.p_offset > n || dyn.p_filesz > n - dyn.p_offset) return "";
  std::uint64_t strtab = 0, soname = UINT64_MAX;
  for (std::uint64_t at = dyn.p_offset; at + sizeof(Elf64_Dyn) <= dyn.p_offset + dyn.p_filesz;
      at += sizeof(Elf64_Dyn)) {
    Elf64_Dyn e;
    std::memcpy(&e, d + at, sizeof e);
    if (e.d_tag == DT_NULL) break;
    if (e.d_tag == DT_STRTAB) strtab = e.d_un.d_ptr;
    if (e.d_tag == DT_SONAME) soname = e.d_un.d_val;
  }
  if (soname == UINT64_MAX || !strtab) return "";
  for (int i = 0; i < eh.e_phnum; ++i) {  // the string table's address -> its file offset
    if (!phdr(i, &ph) || ph.p_type != PT_LOAD || strtab < ph.p_vaddr || strtab >= ph.p_vaddr + ph.p_filesz) continue;
    const std::uint64_t off = strtab - ph.p_vaddr + ph.p_offset + soname;
    if (off >= n) return "";
    const void* end = std::memchr(d + off, 0, n - off);
    return end ? std::string(reinterpret_cast<const char*>(d + off)) : "";
  }
  return "";
}

bool holds(const unsigned char* d, std::size_t n, const char* needle) {
  return d && memmem(d, n, needle, std::strlen(needle)) != nullptr;
}

// ------------------------------------------------------------------------------ SHA-256

struct Sha256 {
  std::uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  static std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }
  void block(const unsigned char* p) {
    static const std::uint32_t k[64] = {0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
        0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7,
        0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
        0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
        0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c,
        0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
        0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
    std::uint32_t w[64];
    for (int i = 0; i < 16; ++i)
      w[i] = (std::uint32_t(p[4 * i]) << 24) | (std::uint32_t(p[4 * i + 1]) << 16) |
             (std::uint32_t(p[4 * i + 2]) << 8) | std::uint32_t(p[4 * i + 3]);
    for (int i = 16; i < 64; ++i) {
      const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
      const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; ++i) {
      const std::uint32_t t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + w[i];
      const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      hh = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += hh;
  }
  std::string of(const unsigned char* d, std::size_t n) {
    std::size_t i = 0;
    for (; i + 64 <= n; i += 64) block(d + i);
    unsigned char tail[128] = {0};
    const std::size_t rest = n - i;
    if (rest) std::memcpy(tail, d + i, rest);
    tail[rest] = 0x80;
    const std::size_t len = rest + 1 + 8 <= 64 ? 64 : 128;
    const std::uint64_t bits = static_cast<std::uint64_t>(n) * 8;
    for (int b = 0; b < 8; ++b) tail[len - 1 - b] = static_cast<unsigned char>(bits >> (8 * b));
    block(tail);
    if (len == 128) block(tail + 64);
    char out[65];
    for (int j = 0; j < 8; ++j) std::snprintf(out + 8 * j, 9, "%08x", h[j]);
    return std::string(out, 64);
  }
};

}  // namespace

std::string sha256_file(const std::string& path) {
  struct stat st{};
  if (stat(path.c_str(), &st) != 0) return "";
  if (st.st_size == 0) return Sha256().of(reinterpret_cast<const unsigned char*>(""), 0);
  Mapped m(path);
  return m.data ? Sha256().of(m.data, m.size) : "";
}

std::string requested_driver_library(std::string* why) {
  const char* v = std::getenv("CUDASEM_LIBCUDA");
  std::string path = v ? v : "";
  const auto b = path.find_first_not_of(" \t"), e = path.find_last_not_of(" \t");
  path = b == std::string::npos ? "" : path.substr(b, e - b + 1);
  if (path.empty()) return "";
  struct stat st{};
  std::string bad;
  if (path[0] != '/')
    bad = "is not an absolute path";
  else if (stat(path.c_str(), &st) != 0)
    bad = std::string("cannot be read: ") + std::strerror(errno);
  else if (!S_ISREG(st.st_mode))
    bad = "is not a file";
  else if (path.substr(0, path.rfind('/')).find(':') != std::string::npos)
    bad = "is in a folder whose name holds ':' (LD_LIBRARY_PATH cannot name it)";
  if (!bad.empty() && why) *why = "CUDASEM_LIBCUDA='" + std::string(v) + "' " + bad;
  return bad.empty() ? path : "";
}

std::string runtime_library_name() { return "libcudart.so." + std::to_string(CUDART_VERSION / 1000); }

namespace {
// CUDASEM_CUDART read: the file (links followed) and the folder LD_LIBRARY_PATH must start with
// (the folder as named, whose libcudart.so.13 the loader opens); "" and *why for a bad value.
std::string parse_runtime_setting(std::string* why, std::string* folder) {
  const char* v = std::getenv("CUDASEM_CUDART");
  std::string path = v ? v : "";
  const auto b = path.find_first_not_of(" \t"), e = path.find_last_not_of(" \t");
  path = b == std::string::npos ? "" : path.substr(b, e - b + 1);
  if (path.empty()) return "";
  const std::string name = runtime_library_name();
  struct stat st{};
  std::string bad, dir;
  if (path[0] != '/') {
    bad = "is not an absolute path";
  } else if (stat(path.c_str(), &st) != 0) {
    bad = std::string("cannot be read: ") + std::strerror(errno);
  } else if (S_ISDIR(st.st_mode)) {
    dir = path;
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    if (stat((dir + "/" + name).c_str(), &st) != 0 || !S_ISREG(st.st_mode)) bad = "is a folder without " + name;
  } else if (!S_ISREG(st.st_mode)) {
    bad = "is not a file or a folder";
  } else {
    dir = path.substr(0, path.rfind('/'));
    if (dir.empty()) dir = "/";
    // The loader finds the library by its soname in the folder: that name must be this file.
    const std::string by_name = (dir == "/" ? "" : dir) + "/" + name;
    if (stat(by_name.c_str(), &st) != 0 || real_path(by_name) != real_path(path))
      bad = "is not what its folder's " + name + " is (the loader looks for that name): name the folder or its " + name;
  }
  if (bad.empty() && dir.find(':') != std::string::npos)
    bad = "is in a folder whose name holds ':' (LD_LIBRARY_PATH cannot name it)";
  if (bad.empty()) {  // the loader would load anything by that name: say so before it fails
    Mapped m((dir == "/" ? "" : dir) + "/" + name);
    const std::string soname = elf_soname(m.data, m.size);
    if (soname != name)
      bad = "is not a CUDA runtime library: " +
            (soname.empty() ? std::string("no 64-bit ELF library with a soname") : "its soname is " + soname) +
            ", not " + name;
  }
  if (!bad.empty()) {
    if (why) *why = "CUDASEM_CUDART='" + std::string(v) + "' " + bad;
    return "";
  }
  if (folder) *folder = dir;
  return real_path((dir == "/" ? "" : dir) + "/" + name);
}
}  // namespace

std::string requested_runtime_library(std::string* why) { return parse_runtime_setting(why, nullptr); }

namespace {
std::string folder_of(const std::string& path) {
  const std::string dir = path.substr(0, path.rfind('/'));
  return dir.empty() ? "/" : dir;
}
std::vector<std::string> split_path_list(const std::string& s) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at <= s.size() && !s.empty()) {
    const std::size_t colon = s.find(':', at);
    out.push_back(s.substr(at, colon == std::string::npos ? std::string::npos : colon - at));
    if (colon == std::string::npos) break;
    at = colon + 1;
  }
  return out;
}
}  // namespace

LibraryRequest use_requested_libraries(char** argv) {
  LibraryRequest r;
  std::string cudart_folder;
  const std::string cudart = parse_runtime_setting(&r.cudart_problem, &cudart_folder);
  const std::string libcuda = requested_driver_library(&r.libcuda_problem);
  // The folders LD_LIBRARY_PATH must start with, the runtime's first.
  std::vector<std::string> first;
  if (!cudart.empty()) first.push_back(cudart_folder);
  if (!libcuda.empty() && (first.empty() || first.front() != folder_of(libcuda))) first.push_back(folder_of(libcuda));
  if (!first.empty()) {
    const char* ld = std::getenv("LD_LIBRARY_PATH");
    const std::string current = ld ? ld : "";
    const std::vector<std::string> entries = split_path_list(current);
    const bool done = entries.size() >= first.size() && std::equal(first.begin(), first.end(), entries.begin());
    if (!done) {
      std::string list;
      for (const auto& d : first) list += (list.empty() ? "" : ":") + d;
      // The mark stops a loop should the loader not see the new value (it always does on Linux).
      const std::string mark = std::to_string(getpid());
      std::string problem;
      if (const char* again = std::getenv("CUDASEM_REEXEC"); again && mark == again) {
        problem = "LD_LIBRARY_PATH does not start with " + list + " after a re-execution";
      } else {
        setenv("LD_LIBRARY_PATH", (current.empty() ? list : list + ":" + current).c_str(), 1);
        setenv("CUDASEM_REEXEC", mark.c_str(), 1);
        char exe[PATH_MAX];
        const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (n <= 0) {
          problem = "cannot find this executable (/proc/self/exe) to re-execute it";
        } else {
          exe[n] = 0;
          std::fflush(nullptr);
          execv(exe, argv);
          problem = std::string("cannot re-execute ") + exe + ": " + std::strerror(errno);
        }
      }
      if (!cudart.empty()) r.cudart_problem = "CUDASEM_CUDART: " + problem;
      if (!libcuda.empty()) r.libcuda_problem = problem;
      return r;
    }
  }
  if (r.cudart_problem.empty()) r.cudart_problem = runtime_library_problem(runtime_library(false));
  return r;
}

bool nvidia_driver_library(const std::string& path, std::string* evidence) {
  const std::string file = base_name(real_path(path));
  static const std::regex versioned(R"(libcuda\.so\.[0-9]{3,}\.[0-9]+(\.[0-9]+)*)");
  if (std::regex_match(file, versioned)) {
    if (evidence) *evidence = "named " + file + " (NVIDIA's driver packages install libcuda.so.<driver version>)";
    return true;
  }
  Mapped m(path);
  if (holds(m.data, m.size, "NVIDIA UNIX")) {
    if (evidence) *evidence = "holds NVIDIA's driver build string \"NVIDIA UNIX\"";
    return true;
  }
  if (evidence)
    *evidence = "named " + file +
                ", not libcuda.so.<driver version>, and holds no \"NVIDIA UNIX\" build string: not NVIDIA's driver";
  return false;
}

namespace {
int collect_libcuda(struct dl_phdr_info* info, size_t, void* data) {
  auto* out = static_cast<std::set<std::string>*>(data);
  const std::string name = info->dlpi_name ? info->dlpi_name : "";
  if (base_name(name).rfind("libcuda.", 0) == 0) out->insert(real_path(name));
  return 0;
}
}  // namespace

std::vector<std::string> mapped_driver_libraries(const std::string& also) {
  std::set<std::string> files;
  dl_iterate_phdr(&collect_libcuda, &files);
  if (!also.empty()) files.insert(real_path(also));
  return {files.begin(), files.end()};
}

namespace {
int collect_libcudart(struct dl_phdr_info* info, size_t, void* data) {
  auto* out = static_cast<std::set<std::string>*>(data);
  const std::string name = info->dlpi_name ? info->dlpi_name : "";
  if (base_name(name).rfind("libcudart.", 0) == 0) out->insert(real_path(name));
  return 0;
}

// The facts of a loaded library's file that both identities record: the name it was loaded as, its
// real path, size and soname.
template <typename Library>
void describe_loaded_file(Library& lib, const char* file) {
  lib.loaded = true;
  lib.loaded_as = file;
  lib.path = real_path(file);
  struct stat st{};
  if (stat(lib.path.c_str(), &st) == 0) lib.size = static_cast<long long>(st.st_size);
  Mapped m(lib.path);
  lib.soname = elf_soname(m.data, m.size);
}

}  // namespace

RuntimeLibrary runtime_library(bool hash) {
  RuntimeLibrary lib;
  lib.requested = !requested_runtime_library(nullptr).empty();
  Dl_info info{};
  if (!dladdr(reinterpret_cast<void*>(&cudaRuntimeGetVersion), &info) || !info.dli_fname || !*info.dli_fname) {
    lib.why = "the loaded CUDA runtime library's file is unknown (dladdr of cudaRuntimeGetVersion)";
    return lib;
  }
  describe_loaded_file(lib, info.dli_fname);
  if (hash) {
    lib.sha256 = sha256_file(lib.path);
    const std::string sidecar = lib.loaded_as.substr(0, lib.loaded_as.rfind('/') + 1) + "cudart.json";
    std::ifstream in(sidecar);
    const nlohmann::json manifest = in.is_open() ? nlohmann::json::parse(in, nullptr, false) : nlohmann::json(nullptr);
    auto text = [&](const char* key) {
      const auto it = manifest.is_object() ? manifest.find(key) : manifest.end();
      return manifest.is_object() && it != manifest.end() && it->is_string() ? it->get<std::string>() : "";
    };
    if (!lib.sha256.empty() && text("sha256") == lib.sha256 && !text("version").empty()) {
      lib.release = text("version");
      lib.release_source = sidecar + " (" + text("package") + " " + lib.release + ", " + text("wheel") + ")";
    }
  }
  cudaRuntimeGetVersion(&lib.version);  // the loaded library's answer; needs no driver
  std::set<std::string> files;
  dl_iterate_phdr(&collect_libcudart, &files);
  for (const auto& f : files)
    if (f != lib.path) lib.others.push_back(f);
  return lib;
}

std::string runtime_library_problem(const RuntimeLibrary& lib) {
  std::string why;
  const std::string requested = requested_runtime_library(&why);
  if (!why.empty()) return why;
  if (!lib.loaded) return requested.empty() ? "" : "CUDASEM_CUDART=" + requested + ": " + lib.why;
  if (!lib.others.empty())
    return "this process loaded two CUDA runtime libraries: " + lib.path + " and " + lib.others.front();
  if (!requested.empty() && lib.path != requested)
    return "CUDASEM_CUDART asks for " + requested + ", but this process loaded the CUDA runtime " + lib.path +
           " (an LD_PRELOAD, or an RPATH the binary carries, wins over LD_LIBRARY_PATH)";
  return "";
}

Json runtime_library_json(const RuntimeLibrary& lib, bool full) {
  Json j = Json::object();
  j.set("path", lib.path);
  j.set("size", lib.size);
  if (full) {
    j.set("loaded_as", lib.loaded_as);
    j.set("soname", lib.soname);
    j.set("sha256", lib.sha256);
    j.set("version_number", lib.version);
    j.set("release", lib.release.empty() ? Json(nullptr) : Json(lib.release));
    j.set("release_source", lib.release_source.empty() ? Json(nullptr) : Json(lib.release_source));
    j.set("requested", lib.requested);
    Json others = Json::array();
    for (const auto& o : lib.others) others.push(o);
    j.set("others", std::move(others));
  }
  return j;
}

DriverLibrary driver_library(bool hash) {
  DriverLibrary lib;
  std::string why;
  lib.requested = !requested_driver_library(nullptr).empty();
  if (!load_driver(&why)) {
    lib.why = why;
    return lib;
  }
  void* handle = driver_library_handle();
  void* sym = handle ? dlsym(handle, "cuInit") : nullptr;
  Dl_info info{};
  if (!sym || !dladdr(sym, &info) || !info.dli_fname) {
    lib.why = "the loaded driver library's file is unknown (dladdr)";
    return lib;
  }
  describe_loaded_file(lib, info.dli_fname);
  if (hash) lib.sha256 = sha256_file(lib.path);
  lib.nvidia = nvidia_driver_library(lib.path, &lib.evidence);
  for (const auto& f : mapped_driver_libraries(""))
    if (f != lib.path) lib.others.push_back(f);
  return lib;
}

Json driver_library_json(const DriverLibrary& lib, bool full) {
  Json j = Json::object();
  j.set("path", lib.path);
  if (full) j.set("soname", lib.soname);
  j.set("size", lib.size);
  if (full) j.set("sha256", lib.sha256);
  j.set("nvidia", lib.nvidia);
  if (full) {
    j.set("evidence", lib.evidence);
    j.set("loaded_as", lib.loaded_as);
    j.set("requested", lib.requested);
    Json others = Json::array();
    for (const auto& o : lib.others) others.push(o);
    j.set("others", std::move(others));
  }
  return j;
}

}  // namespace cudasem

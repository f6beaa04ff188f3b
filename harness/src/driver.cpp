// SPDX-License-Identifier: Apache-2.0
#include "cudasem/driver.h"

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <mutex>

#include "library.h"

namespace cudasem {
namespace {

#define CUDASEM_STR_INNER(x) #x
#define CUDASEM_STR(x) CUDASEM_STR_INNER(x)

// The table's entries, numbered, and the symbol each loads (cuda.h maps versioned names:
// cuCtxCreate -> cuCtxCreate_v4; CUDASEM_STR expands them, `##` does not).
enum Entry : std::size_t {
#define CUDASEM_ENTRY(fn) kEntry_##fn,
  CUDASEM_DRIVER_FUNCTIONS(CUDASEM_ENTRY, CUDASEM_ENTRY)
#undef CUDASEM_ENTRY
      kEntries
};
static_assert(kEntries == CUDASEM_DRIVER_FUNCTION_COUNT);

constexpr const char* kSymbols[] = {
#define CUDASEM_SYMBOL(fn) CUDASEM_STR(fn),
    CUDASEM_DRIVER_FUNCTIONS(CUDASEM_SYMBOL, CUDASEM_SYMBOL)
#undef CUDASEM_SYMBOL
};

// The functions the harness's own probe calls (device.cpp, check.cpp): a library without one of
// them is no usable driver, and the load fails naming it.
constexpr Entry kRequired[] = {
    kEntry_cuInit,
    kEntry_cuDriverGetVersion,
    kEntry_cuGetErrorName,
    kEntry_cuGetErrorString,
    kEntry_cuDeviceGetCount,
    kEntry_cuDeviceGet,
    kEntry_cuDeviceGetName,
    kEntry_cuDeviceGetAttribute,
    kEntry_cuDeviceGetUuid,
    kEntry_cuDeviceGetPCIBusId,
    kEntry_cuDeviceTotalMem,
};

struct Loaded {
  Driver table;
  bool ok = false;
  std::string why;
  std::string library;  // the name dlopen was given
  void* handle = nullptr;
};

const Loaded& loaded();

// A function the loaded library lacks, or any function when no library loaded: a test failure
// naming it instead of a call through a null pointer.
[[gnu::noinline]] void report_missing(std::size_t entry) {
  const Loaded& l = loaded();
  if (l.ok)
    ADD_FAILURE() << "the CUDA driver library " << l.library << " lacks " << kSymbols[entry]
                  << " (a driver older than the toolkit?); the call returned CUDA_ERROR_NOT_FOUND";
  else
    ADD_FAILURE() << kSymbols[entry] << " called without a CUDA driver (" << l.why
                  << "); the call returned CUDA_ERROR_NOT_FOUND";
}

template <std::size_t I, typename F>
struct Missing;
template <std::size_t I, typename... A>
struct Missing<I, CUresult(CUDAAPI*)(A...)> {
  static CUresult CUDAAPI call(A...) {
    report_missing(I);
    return CUDA_ERROR_NOT_FOUND;
  }
};

// Every member a Missing function (the deprecated members are assigned too).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
void fill_missing(Driver* t) {
#define CUDASEM_MISSING(fn) t->fn = &Missing<kEntry_##fn, decltype(t->fn)>::call;
  CUDASEM_DRIVER_FUNCTIONS(CUDASEM_MISSING, CUDASEM_MISSING)
#undef CUDASEM_MISSING
}

// dlsym of each symbol; a missing optional one stays a Missing function. False (with l->why) when
// a required one is missing.
bool resolve(void* lib, Loaded* l) {
  void* found[kEntries];
  for (std::size_t i = 0; i < kEntries; ++i) found[i] = dlsym(lib, kSymbols[i]);
  for (Entry e : kRequired)
    if (!found[e]) {
      l->why = l->library + " lacks " + kSymbols[e] + " (driver too old?)";
      return false;
    }
#define CUDASEM_RESOLVE(fn) \
  if (found[kEntry_##fn]) l->table.fn = reinterpret_cast<decltype(l->table.fn)>(found[kEntry_##fn]);
  CUDASEM_DRIVER_FUNCTIONS(CUDASEM_RESOLVE, CUDASEM_RESOLVE)
#undef CUDASEM_RESOLVE
  return true;
}
#pragma GCC diagnostic pop

const Loaded& loaded() {
  static Loaded l;
  static std::once_flag once;
  std::call_once(once, [] {
    fill_missing(&l.table);
    // CUDASEM_LIBCUDA names another driver library (library.h); an invalid value loads none.
    std::string bad;
    const std::string requested = requested_driver_library(&bad);
    if (!bad.empty()) {
      l.why = "no CUDA driver: " + bad;
      return;
    }
    const std::string name = requested.empty() ? "libcuda.so.1" : requested;
    l.library = requested.empty() ? name : "CUDASEM_LIBCUDA=" + name;
    void* lib = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      const char* e = dlerror();
      l.why = "no CUDA driver: cannot load " + l.library + " (" + (e ? e : "?") + ")";
      return;
    }
    l.handle = lib;
    l.ok = resolve(lib, &l);
  });
  return l;
}

// The few NVML entry points used, declared here: NVML is loaded at run time only.
using nvmlReturn = int;
using nvmlDevice = void*;
struct NvmlPciInfo {  // nvmlPciInfo_t (v3 layout)
  char busIdLegacy[16];
  unsigned domain, bus, device, pciDeviceId, pciSubSystemId;
  char busId[32];
};

struct Nvml {
  bool ok = false;
  std::string why;
  nvmlReturn (*init)() = nullptr;
  nvmlReturn (*driver_version)(char*, unsigned) = nullptr;
  nvmlReturn (*by_pci)(const char*, nvmlDevice*) = nullptr;
  nvmlReturn (*mig_mode)(nvmlDevice, unsigned*, unsigned*) = nullptr;
  nvmlReturn (*ecc_mode)(nvmlDevice, int*, int*) = nullptr;
  nvmlReturn (*compute_mode)(nvmlDevice, int*) = nullptr;
  nvmlReturn (*pci_info)(nvmlDevice, NvmlPciInfo*) = nullptr;
  nvmlReturn (*max_gen)(nvmlDevice, unsigned*) = nullptr;
  nvmlReturn (*max_width)(nvmlDevice, unsigned*) = nullptr;
  // Perf limits (nvml_link_state): current link state, memory clock and bus width.
  nvmlReturn (*cur_gen)(nvmlDevice, unsigned*) = nullptr;
  nvmlReturn (*cur_width)(nvmlDevice, unsigned*) = nullptr;
  nvmlReturn (*max_speed)(nvmlDevice, unsigned*) = nullptr;
  nvmlReturn (*max_clock)(nvmlDevice, int, unsigned*) = nullptr;
  nvmlReturn (*bus_width)(nvmlDevice, unsigned*) = nullptr;
};

const Nvml& nvml() {
  static Nvml n;
  static std::once_flag once;
  std::call_once(once, [] {
    void* lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      n.why = "cannot load libnvidia-ml.so.1";
      return;
    }
    auto sym = [&](const char* name) { return dlsym(lib, name); };
    n.init = reinterpret_cast<decltype(n.init)>(sym("nvmlInit_v2"));
    n.driver_version = reinterpret_cast<decltype(n.driver_version)>(sym("nvmlSystemGetDriverVersion"));
    n.by_pci = reinterpret_cast<decltype(n.by_pci)>(sym("nvmlDeviceGetHandleByPciBusId_v2"));
    n.mig_mode = reinterpret_cast<decltype(n.mig_mode)>(sym("nvmlDeviceGetMigMode"));
    n.ecc_mode = reinterpret_cast<decltype(n.ecc_mode)>(sym("nvmlDeviceGetEccMode"));
    n.compute_mode = reinterpret_cast<decltype(n.compute_mode)>(sym("nvmlDeviceGetComputeMode"));
    n.pci_info = reinterpret_cast<decltype(n.pci_info)>(sym("nvmlDeviceGetPciInfo_v3"));
    n.max_gen = reinterpret_cast<decltype(n.max_gen)>(sym("nvmlDeviceGetMaxPcieLinkGeneration"));
    n.max_width = reinterpret_cast<decltype(n.max_width)>(sym("nvmlDeviceGetMaxPcieLinkWidth"));
    n.cur_gen = reinterpret_cast<decltype(n.cur_gen)>(sym("nvmlDeviceGetCurrPcieLinkGeneration"));
    n.cur_width = reinterpret_cast<decltype(n.cur_width)>(sym("nvmlDeviceGetCurrPcieLinkWidth"));
    n.max_speed = reinterpret_cast<decltype(n.max_speed)>(sym("nvmlDeviceGetPcieLinkMaxSpeed"));
    n.max_clock = reinterpret_cast<decltype(n.max_clock)>(sym("nvmlDeviceGetMaxClockInfo"));
    n.bus_width = reinterpret_cast<decltype(n.bus_width)>(sym("nvmlDeviceGetMemoryBusWidth"));
    if (!n.init || !n.driver_version) {
      n.why = "libnvidia-ml.so.1 lacks nvmlInit_v2 or nvmlSystemGetDriverVersion";
      return;
    }
    int r = n.init();
    if (r != 0) {
      n.why = "nvmlInit_v2 returned " + std::to_string(r);
      return;
    }
    n.ok = true;
  });
  return n;
}

}  // namespace

void* driver_library_handle() { return loaded().handle; }

const Driver* load_driver(std::string* why) {
  const Loaded& l = loaded();
  if (!l.ok) {
    if (why) *why = l.why;
    return nullptr;
  }
  return &l.table;
}

const Driver& driver() {
  static const Driver empty = [] {
    Driver t;
    fill_missing(&t);
    return t;
  }();
  std::string why;
  const Driver* d = load_driver(&why);
  if (!d) {
    ADD_FAILURE() << "the CUDA driver API is not available: " << why;
    return empty;
  }
  return *d;
}

std::string nvml_driver_version(std::string* why) {
  const Nvml& n = nvml();
  if (!n.ok) {
    if (why) *why = n.why;
    return "";
  }
  char buf[96] = {0};
  int r = n.driver_version(buf, sizeof buf);
  if (r != 0) {
    if (why) *why = "nvmlSystemGetDriverVersion returned " + std::to_string(r);
    return "";
  }
  return buf;
}

// The NVML device at a PCI bus id, or nullptr with the reason in *why.
static nvmlDevice nvml_device(const std::string& pci_bus_id, std::string* why) {
  const Nvml& n = nvml();
  if (!n.ok) {
    *why = n.why;
    return nullptr;
  }
  nvmlDevice dev = nullptr;
  if (!n.by_pci || n.by_pci(pci_bus_id.c_str(), &dev) != 0 || !dev) {
    *why = "NVML has no device at PCI bus id " + pci_bus_id;
    return nullptr;
  }
  return dev;
}

NvmlDeviceState nvml_device_state(const std::string& pci_bus_id) {
  NvmlDeviceState s;
  const Nvml& n = nvml();
  nvmlDevice dev = nvml_device(pci_bus_id, &s.why);
  if (!dev) return s;
  s.available = true;
  unsigned cur = 0, pending = 0;
  if (n.mig_mode && n.mig_mode(dev, &cur, &pending) == 0) s.mig_mode = static_cast<int>(cur);
  int ecc = 0, ecc_pending = 0;
  if (n.ecc_mode && n.ecc_mode(dev, &ecc, &ecc_pending) == 0) s.ecc_mode = ecc;
  int cm = 0;
  if (n.compute_mode && n.compute_mode(dev, &cm) == 0) s.compute_mode = cm;
  NvmlPciInfo pci;
  std::memset(&pci, 0, sizeof pci);
  if (n.pci_info && n.pci_info(dev, &pci) == 0) {
    s.pci_device_id = pci.pciDeviceId;
    s.pci_subsystem_id = pci.pciSubSystemId;
  }
  unsigned v = 0;
  if (n.max_gen && n.max_gen(dev, &v) == 0) s.pcie_max_link_gen = v;
  if (n.max_width && n.max_width(dev, &v) == 0) s.pcie_max_link_width = v;
  return s;
}

NvmlLinkState nvml_link_state(const std::string& pci_bus_id) {
  NvmlLinkState s;
  const Nvml& n = nvml();
  nvmlDevice dev = nvml_device(pci_bus_id, &s.why);
  if (!dev) return s;
  s.available = true;
  unsigned v = 0;
  if (n.max_gen && n.max_gen(dev, &v) == 0) s.max_gen = v;
  if (n.max_width && n.max_width(dev, &v) == 0) s.max_width = v;
  if (n.cur_gen && n.cur_gen(dev, &v) == 0) s.cur_gen = v;
  if (n.cur_width && n.cur_width(dev, &v) == 0) s.cur_width = v;
  if (n.max_speed && n.max_speed(dev, &v) == 0) s.max_speed_mbps = v;
  constexpr int kNvmlClockMem = 2;  // NVML_CLOCK_MEM
  if (n.max_clock && n.max_clock(dev, kNvmlClockMem, &v) == 0) s.mem_clock_max_mhz = v;
  if (n.bus_width && n.bus_width(dev, &v) == 0) s.mem_bus_width_bits = v;
  return s;
}

}  // namespace cudasem

// SPDX-License-Identifier: Apache-2.0
#include "cudasem/driver.h"

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <mutex>
#include <vector>

#include "cudasem/nvlink.h"
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
struct NvmlFieldValue {  // nvmlFieldValue_t (nvml.h of CUDA 13.0)
  unsigned fieldId, scopeId;
  long long timestamp, latencyUsec;
  int valueType;  // nvmlValueType_t
  nvmlReturn result;
  union {  // nvmlValue_t
    double dVal;
    int siVal;
    unsigned uiVal;
    unsigned long ulVal;
    unsigned long long ullVal;
    long long sllVal;
    unsigned short usVal;
  } value;
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
  // NVLink (nvml_nvlink_state, nvml_p2p_over_nvlink): read-only queries.
  nvmlReturn (*nvlink_state)(nvmlDevice, unsigned, int*) = nullptr;
  nvmlReturn (*nvlink_version)(nvmlDevice, unsigned, unsigned*) = nullptr;
  nvmlReturn (*field_values)(nvmlDevice, int, NvmlFieldValue*) = nullptr;
  nvmlReturn (*p2p_status)(nvmlDevice, nvmlDevice, int, int*) = nullptr;
  nvmlReturn (*remote_type)(nvmlDevice, unsigned, int*) = nullptr;
  nvmlReturn (*remote_pci)(nvmlDevice, unsigned, NvmlPciInfo*) = nullptr;
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
    n.nvlink_state = reinterpret_cast<decltype(n.nvlink_state)>(sym("nvmlDeviceGetNvLinkState"));
    n.nvlink_version = reinterpret_cast<decltype(n.nvlink_version)>(sym("nvmlDeviceGetNvLinkVersion"));
    n.field_values = reinterpret_cast<decltype(n.field_values)>(sym("nvmlDeviceGetFieldValues"));
    n.p2p_status = reinterpret_cast<decltype(n.p2p_status)>(sym("nvmlDeviceGetP2PStatus"));
    n.remote_type = reinterpret_cast<decltype(n.remote_type)>(sym("nvmlDeviceGetNvLinkRemoteDeviceType"));
    n.remote_pci = reinterpret_cast<decltype(n.remote_pci)>(sym("nvmlDeviceGetNvLinkRemotePciInfo_v2"));
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

// NVLink: field ids and constants of nvml.h (CUDA 13.0's nvidia-nvml-dev).
namespace {
constexpr unsigned kFieldNvLinkSpeedCommon = 90;  // NVML_FI_DEV_NVLINK_SPEED_MBPS_COMMON
constexpr unsigned kFieldNvLinkLinkCount = 91;    // NVML_FI_DEV_NVLINK_LINK_COUNT
constexpr unsigned kFieldNvLinkGetSpeed = 164;    // NVML_FI_DEV_NVLINK_GET_SPEED (scopeId: the link)
constexpr unsigned kNvLinkMaxLinks = 18;          // NVML_NVLINK_MAX_LINKS
constexpr int kFeatureEnabled = 1;                // NVML_FEATURE_ENABLED
constexpr int kP2pCapsNvLink = 2;                 // NVML_P2P_CAPS_INDEX_NVLINK
constexpr int kP2pStatusOk = 0;                   // NVML_P2P_STATUS_OK
constexpr int kRemoteGpu = 0;                     // NVML_NVLINK_DEVICE_TYPE_GPU
constexpr int kRemoteSwitch = 2;                  // NVML_NVLINK_DEVICE_TYPE_SWITCH

// One NVML field's value as a non-negative whole number; false where NVML did not give one.
bool field_value(const Nvml& n, nvmlDevice dev, unsigned field, unsigned scope, unsigned long long* out) {
  if (!n.field_values) return false;
  NvmlFieldValue f;
  std::memset(&f, 0, sizeof f);
  f.fieldId = field;
  f.scopeId = scope;
  if (n.field_values(dev, 1, &f) != 0 || f.result != 0) return false;
  switch (f.valueType) {  // nvmlValueType_t
    case 0:
      if (!(f.value.dVal >= 0 && f.value.dVal < 1e18)) return false;
      *out = static_cast<unsigned long long>(f.value.dVal);
      return true;
    case 1:
      *out = f.value.uiVal;
      return true;
    case 2:
      *out = f.value.ulVal;
      return true;
    case 3:
      *out = f.value.ullVal;
      return true;
    case 4:
      if (f.value.sllVal < 0) return false;
      *out = static_cast<unsigned long long>(f.value.sllVal);
      return true;
    case 5:
      if (f.value.siVal < 0) return false;
      *out = static_cast<unsigned long long>(f.value.siVal);
      return true;
    case 6:
      *out = f.value.usVal;
      return true;
    default:
      return false;
  }
}

std::string nvlink_version_text(unsigned v) {  // nvmlNvlinkVersion_t
  static const char* const kNames[] = {"", "1.0", "2.0", "2.2", "3.0", "3.1", "4.0", "5.0"};
  return v < sizeof kNames / sizeof kNames[0] ? kNames[v] : "nvmlNvlinkVersion " + std::to_string(v);
}

// The rate of one active link, one direction: NVML's common rate of the active links, else each
// active link's own rate where they all agree. Sets s->why where NVML gives none.
void nvlink_speed(const Nvml& n, nvmlDevice dev, const std::vector<unsigned>& active, NvmlNvLinkState* s) {
  unsigned long long v = 0;
  if (field_value(n, dev, kFieldNvLinkSpeedCommon, 0, &v) && v > 0 && v < (1ull << 32)) {
    s->link_speed_mbps = static_cast<unsigned>(v);
    s->speed_field = "NVML_FI_DEV_NVLINK_SPEED_MBPS_COMMON";
    return;
  }
  unsigned long long common = 0;
  for (unsigned link : active) {
    if (!field_value(n, dev, kFieldNvLinkGetSpeed, link, &v) || v == 0 || v >= (1ull << 32)) {
      s->why = "NVML gives no rate for active NVLink link " + std::to_string(link);
      return;
    }
    if (common && v != common) {
      s->why = "the active NVLink links report different rates (" + std::to_string(common) + " and " +
               std::to_string(v) + " MB/s)";
      return;
    }
    common = v;
  }
  s->link_speed_mbps = static_cast<unsigned>(common);
  s->speed_field = "NVML_FI_DEV_NVLINK_GET_SPEED";
}

// The device's active NVLink links (nvmlDeviceGetNvLinkState) among the links NVML counts
// (NVML_FI_DEV_NVLINK_LINK_COUNT, into *present; NVML_NVLINK_MAX_LINKS where it counts none);
// *queried: how many were asked about.
std::vector<unsigned> active_links(const Nvml& n, nvmlDevice dev, unsigned* present, unsigned* queried) {
  std::vector<unsigned> active;
  unsigned long long count = 0;
  const bool counted = field_value(n, dev, kFieldNvLinkLinkCount, 0, &count);
  *present = counted ? static_cast<unsigned>(std::min(count, 64ull)) : 0;
  *queried = counted ? *present : kNvLinkMaxLinks;
  for (unsigned link = 0; n.nvlink_state && link < *queried; ++link) {
    int state = 0;
    if (n.nvlink_state(dev, link, &state) == 0 && state == kFeatureEnabled) active.push_back(link);
  }
  return active;
}
}  // namespace

NvmlNvLinkState nvml_nvlink_state(const std::string& pci_bus_id) {
  NvmlNvLinkState s;
  const Nvml& n = nvml();
  nvmlDevice dev = nvml_device(pci_bus_id, &s.why);
  if (!dev) return s;
  if (!n.nvlink_state) {
    s.why = "libnvidia-ml.so.1 lacks nvmlDeviceGetNvLinkState";
    return s;
  }
  s.available = true;
  unsigned links = 0;
  const std::vector<unsigned> active = active_links(n, dev, &s.links_present, &links);
  s.active_links = static_cast<unsigned>(active.size());
  if (active.empty()) {
    s.why = "no active NVLink link (" + std::to_string(links) + " queried)";
    return s;
  }
  unsigned version = 0;
  if (n.nvlink_version && n.nvlink_version(dev, active.front(), &version) == 0)
    s.version = nvlink_version_text(version);
  nvlink_speed(n, dev, active, &s);
  return s;
}

namespace {
// Where one NVLink link of `a` leads: 1 to the GPU at `b` (directly, or to an NVSwitch, which
// reaches every GPU of its fabric), 0 elsewhere, -1 when NVML does not say (*why set).
int link_reaches(const Nvml& n, nvmlDevice a, unsigned link, const NvmlPciInfo& b, std::string* why) {
  int type = -1;
  if (n.remote_type(a, link, &type) != 0) {
    *why = "nvmlDeviceGetNvLinkRemoteDeviceType failed for NVLink link " + std::to_string(link);
    return -1;
  }
  if (type == kRemoteSwitch) return 1;
  if (type != kRemoteGpu) return 0;
  NvmlPciInfo remote;
  std::memset(&remote, 0, sizeof remote);
  if (n.remote_pci(a, link, &remote) != 0) {
    *why = "nvmlDeviceGetNvLinkRemotePciInfo_v2 failed for NVLink link " + std::to_string(link);
    return -1;
  }
  return remote.domain == b.domain && remote.bus == b.bus && remote.device == b.device ? 1 : 0;
}
}  // namespace

int nvml_nvlink_links_between(const std::string& bus_a, const std::string& bus_b, std::string* why) {
  std::string w;
  const Nvml& n = nvml();
  nvmlDevice a = nvml_device(bus_a, &w);
  nvmlDevice b = a ? nvml_device(bus_b, &w) : nullptr;
  NvmlPciInfo pb;
  std::memset(&pb, 0, sizeof pb);
  if (a && b && (!n.remote_type || !n.remote_pci || !n.pci_info || n.pci_info(b, &pb) != 0)) {
    w = "NVML gives neither the remote ends of NVLink links nor the PCI location of " + bus_b;
  } else if (a && b) {
    unsigned present = 0, queried = 0;
    int reach = 0;
    for (unsigned link : active_links(n, a, &present, &queried)) {
      const int r = link_reaches(n, a, link, pb, &w);
      if (r < 0) {
        reach = -1;
        break;
      }
      reach += r;
    }
    if (reach >= 0) return reach;
  }
  if (why) *why = w;
  return -1;
}

int nvml_p2p_over_nvlink(const std::string& bus_a, const std::string& bus_b, std::string* why) {
  std::string w;
  const Nvml& n = nvml();
  nvmlDevice a = nvml_device(bus_a, &w);
  nvmlDevice b = a ? nvml_device(bus_b, &w) : nullptr;
  if (a && b && !n.p2p_status) w = "libnvidia-ml.so.1 lacks nvmlDeviceGetP2PStatus";
  if (a && b && n.p2p_status) {
    int status = -1;
    const int r = n.p2p_status(a, b, kP2pCapsNvLink, &status);
    if (r == 0) {
      if (why && status != kP2pStatusOk) *why = "NVML's NVLink P2P status of the pair is " + std::to_string(status);
      return status == kP2pStatusOk ? 1 : 0;
    }
    w = "nvmlDeviceGetP2PStatus returned " + std::to_string(r);
  }
  if (why) *why = w;
  return -1;
}

}  // namespace cudasem

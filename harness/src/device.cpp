// SPDX-License-Identifier: Apache-2.0
#include "device.h"

#include <cuda_runtime_api.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cudasem {

// CUDASEM_DEVICE=<n>: run on one chosen device by narrowing CUDA_VISIBLE_DEVICES before
// CUDA initializes. Returns the message for a bad value, "" otherwise.
std::string apply_device_selection() {
  const char* sel = std::getenv("CUDASEM_DEVICE");
  if (!sel || !*sel) return "";
  char* end = nullptr;
  long n = std::strtol(sel, &end, 10);
  if (*end || n < 0) return std::string("CUDASEM_DEVICE must be a device ordinal, got '") + sel + "'";
  std::string visible = (std::getenv("CUDA_VISIBLE_DEVICES") ? std::getenv("CUDA_VISIBLE_DEVICES") : "");
  std::string chosen = std::to_string(n);
  if (!visible.empty()) {
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= visible.size()) {
      size_t comma = visible.find(',', start);
      parts.push_back(visible.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    if (static_cast<size_t>(n) >= parts.size())
      return "CUDASEM_DEVICE=" + chosen + " but CUDA_VISIBLE_DEVICES=" + visible + " lists fewer devices";
    chosen = parts[static_cast<size_t>(n)];
  }
  setenv("CUDA_VISIBLE_DEVICES", chosen.c_str(), 1);
  return "";
}

const std::map<std::string, CUdevice_attribute>& attribute_table() {
  static const std::map<std::string, CUdevice_attribute> table = {
      {"accessPolicyMaxWindowSize", CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE},
      {"asyncEngineCount", CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT},
      {"canFlushRemoteWrites", CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES},
      {"canMapHostMemory", CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY},
      {"canUse64BitStreamMemOps", CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS},
      {"canUseHostPointerForRegisteredMem", CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM},
      {"canUseStreamMemOps", CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1},
      {"canUseStreamWaitValueNor", CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR},
      {"clockRate", CU_DEVICE_ATTRIBUTE_CLOCK_RATE},
      {"clusterLaunch", CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH},
      {"computeCapabilityMajor", CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR},
      {"computeCapabilityMinor", CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR},
      {"computeMode", CU_DEVICE_ATTRIBUTE_COMPUTE_MODE},
      {"computePreemptionSupported", CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED},
      {"concurrentKernels", CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS},
      {"concurrentManagedAccess", CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS},
      {"cooperativeLaunch", CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH},
      {"deferredMappingCudaArraySupported", CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED},
      {"directManagedMemAccessFromHost", CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST},
      {"dmaBufSupported", CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED},
      {"eccEnabled", CU_DEVICE_ATTRIBUTE_ECC_ENABLED},
      {"globalMemoryBusWidth", CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH},
      {"gpuDirectRDMASupported", CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED},
      {"handleTypePosixFileDescriptorSupported", CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED},
      {"hostMemoryPoolsSupported", CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED},
      {"hostNativeAtomicSupported", CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED},
      {"hostNumaId", CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID},
      {"hostRegisterReadOnlySupported", CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED},
      {"hostRegisterSupported", CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED},
      {"integrated", CU_DEVICE_ATTRIBUTE_INTEGRATED},
      {"ipcEventSupported", CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED},
      {"kernelExecTimeoutEnabled", CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT},
      {"l2CacheSize", CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE},
      {"managedMemory", CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY},
      {"maxBlockDimX", CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X},
      {"maxBlockDimZ", CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z},
      {"maxBlocksPerMultiProcessor", CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR},
      {"maxGridSizeX", CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X},
      {"maxGridSizeY", CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y},
      {"maxPitch", CU_DEVICE_ATTRIBUTE_MAX_PITCH},
      {"maxSharedMemoryPerBlock", CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK},
      {"maxSharedMemoryPerBlockOptin", CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN},
      {"maxSharedMemoryPerMultiProcessor", CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR},
      {"maxSurface2DWidth", CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH},
      {"maxTexture1DLinear", CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH},
      {"maxTexture2DWidth", CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH},
      {"maxTexture3DWidth", CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH},
      {"maxThreadsPerBlock", CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK},
      {"maxThreadsPerMultiProcessor", CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR},
      {"memoryClockRate", CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE},
      {"memoryPoolsSupported", CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED},
      {"memoryPoolSupportedHandleTypes", CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES},
      {"memSyncDomainCount", CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT},
      {"mpsEnabled", CU_DEVICE_ATTRIBUTE_MPS_ENABLED},
      {"multiGpuBoard", CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD},
      {"multiProcessorCount", CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT},
      {"numaConfig", CU_DEVICE_ATTRIBUTE_NUMA_CONFIG},
      {"onlyPartialHostNativeAtomicSupported", CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED},
      {"pageableMemoryAccess", CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS},
      {"pageableMemoryAccessUsesHostPageTables", CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES},
      {"pciBusId", CU_DEVICE_ATTRIBUTE_PCI_BUS_ID},
      {"pciDeviceId", CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID},
      {"pciDomainId", CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID},
      {"persistingL2CacheMaxSize", CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE},
      {"regsPerBlock", CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK},
      {"regsPerMultiprocessor", CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR},
      {"reservedSharedMemoryPerBlock", CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK},
      {"singleToDoublePrecisionPerfRatio", CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO},
      {"sparseCudaArraySupported", CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED},
      {"streamPrioritiesSupported", CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED},
      {"surfaceAlignment", CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT},
      {"tccDriver", CU_DEVICE_ATTRIBUTE_TCC_DRIVER},
      {"tensorMapAccessSupported", CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED},
      {"textureAlignment", CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT},
      {"texturePitchAlignment", CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT},
      {"totalConstMem", CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY},
      {"unifiedAddressing", CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING},
      {"unifiedFunctionPointers", CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS},
      {"virtualAddressManagementSupported", CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED},
      {"virtualMemoryManagementSupported", CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED},
      {"warpSize", CU_DEVICE_ATTRIBUTE_WARP_SIZE},
  };
  return table;
}

int device_count_without_visible_devices() {
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    unsetenv("CUDA_VISIBLE_DEVICES");
    std::string why;
    const Driver* d = load_driver(&why);
    int count = 0;
    if (!d || d->cuInit(0) != CUDA_SUCCESS || d->cuDeviceGetCount(&count) != CUDA_SUCCESS) _exit(0);
    _exit(count > 100 ? 100 : count);
  }
  for (int waited_ms = 0; waited_ms < 30000; waited_ms += 10) {
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    usleep(10000);
  }
  kill(pid, SIGKILL);
  waitpid(pid, nullptr, 0);
  return -1;
}

Platform probe_platform() {
  Platform p;
  cudaRuntimeGetVersion(&p.runtime_version);  // does not initialize the runtime
  const Driver* d = load_driver(&p.why);
  if (!d) return p;
  d->cuDriverGetVersion(&p.driver_api_version);
  p.driver_version = nvml_driver_version(&p.driver_version_why);
  CUresult r = d->cuInit(0);
  if (r != CUDA_SUCCESS) {
    const char* name = nullptr;
    d->cuGetErrorName(r, &name);
    p.why = std::string("cuInit(0) returned ") + (name ? name : "?") + " (" + std::to_string(r) +
            "): no usable CUDA device";
    return p;
  }
  d->cuDeviceGetCount(&p.device_count);
  if (p.device_count < 1) {
    p.why = "cuDeviceGetCount reports no CUDA device";
    return p;
  }
  p.ok = true;
  return p;
}

DeviceIdentity probe_device(int ordinal) {
  DeviceIdentity id;
  id.ordinal = ordinal;
  const Driver* d = load_driver(nullptr);
  CUdevice dev = 0;
  if (!d || d->cuDeviceGet(&dev, ordinal) != CUDA_SUCCESS) return id;
  char name[256] = {0};
  d->cuDeviceGetName(name, sizeof name, dev);
  id.name = name;
  CUuuid u;
  if (d->cuDeviceGetUuid(&u, dev) == CUDA_SUCCESS) {
    char buf[64];
    const unsigned char* b = reinterpret_cast<const unsigned char*>(u.bytes);
    std::snprintf(buf, sizeof buf, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0],
        b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
    id.uuid = buf;
  }
  char bus[64] = {0};
  if (d->cuDeviceGetPCIBusId(bus, sizeof bus, dev) == CUDA_SUCCESS) id.pci_bus_id = bus;
  size_t total = 0;
  if (d->cuDeviceTotalMem(&total, dev) == CUDA_SUCCESS) id.total_memory = total;
  for (const auto& [attr_name, attr] : attribute_table()) {
    int v = 0;
    if (d->cuDeviceGetAttribute(&v, attr, dev) == CUDA_SUCCESS) id.attributes[attr_name] = v;
  }
  id.cc_major = id.attributes["computeCapabilityMajor"];
  id.cc_minor = id.attributes["computeCapabilityMinor"];
  if (!id.pci_bus_id.empty()) id.nvml = nvml_device_state(id.pci_bus_id);
  return id;
}

void DeviceIdentity::probe_nvlink() {
  if (!pci_bus_id.empty()) nvlink = nvml_nvlink_state(pci_bus_id);
}

namespace {
// The GPU's NVLink peak in one direction and what it is made of: active links x per-link rate.
Json nvlink_json(const NvmlNvLinkState& l) {
  Json j = Json::object();
  j.set("active_links", l.active_links);
  j.set("link_MBps", l.link_speed_mbps);
  j.set("link_rate_field", l.speed_field);
  j.set("peak_GBps", l.peak_GBps());
  j.set("version", l.version.empty() ? Json(nullptr) : Json(l.version));
  if (l.links_present) j.set("links_present", l.links_present);
  return j;
}
}  // namespace

Json DeviceIdentity::to_json() const {
  Json attrs = Json::object();
  for (const auto& [k, v] : attributes) attrs.set(k, v);
  Json pci = Json::object();
  pci.set("bus_id", pci_bus_id);
  char hex[16];
  std::snprintf(hex, sizeof hex, "0x%04x", 0x10de);
  pci.set("vendor_id", std::string(hex));
  if (nvml.pci_device_id) {
    std::snprintf(hex, sizeof hex, "0x%04x", nvml.pci_device_id >> 16);
    pci.set("device_id", std::string(hex));
    std::snprintf(hex, sizeof hex, "0x%08x", nvml.pci_subsystem_id);
    pci.set("subsystem_id", std::string(hex));
  } else {
    pci.set("device_id", nullptr);
    pci.set("subsystem_id", nullptr);
  }
  Json j = Json::object();
  j.set("ordinal", ordinal);
  j.set("name", name);
  j.set("uuid", uuid);
  j.set("pci", std::move(pci));
  j.set("compute_capability", std::to_string(cc_major) + "." + std::to_string(cc_minor));
  j.set("memory_bytes", total_memory);
  auto mode = [](int v) -> Json { return v < 0 ? Json(nullptr) : Json(v != 0); };
  j.set("mig_enabled", mode(nvml.mig_mode));
  j.set("ecc_enabled", mode(nvml.ecc_mode));
  static const char* kComputeModes[] = {"default", "exclusive_thread", "prohibited", "exclusive_process"};
  int cm = attributes.count("computeMode") ? attributes.at("computeMode") : -1;
  j.set("compute_mode", cm >= 0 && cm < 4 ? Json(kComputeModes[cm]) : Json(nullptr));
  if (nvml.pcie_max_link_gen) {
    Json link = Json::object();
    link.set("max_generation", nvml.pcie_max_link_gen);
    link.set("max_width", nvml.pcie_max_link_width);
    j.set("pcie", std::move(link));
  }
  if (nvlink.peak_GBps() > 0) j.set("nvlink", nvlink_json(nvlink));
  j.set("nvml", nvml.available ? Json(nullptr) : Json(nvml.why));
  j.set("attributes", std::move(attrs));
  return j;
}

}  // namespace cudasem

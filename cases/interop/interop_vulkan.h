// SPDX-License-Identifier: Apache-2.0
// Vulkan side of the interop cases (header-only, namespace cudasem::interop).
//
// The Vulkan loader is opened at run time (dlopen "libvulkan.so.1"): a machine without it, or a
// build without the Vulkan headers (<vulkan/vulkan_core.h>: /usr/include, or the ignored folder
// .interop-headers/usr/include that cmake/CudasemCases.cmake adds for the interop area), reports
// each Vulkan case UNSUPPORTED with the reason. The cases never name a Vulkan type: they use
//
//   cudasem::interop::Vulkan vk;                       // first, so it is destroyed last
//   CUDASEM_INTEROP_OPEN_VULKAN(vk);                   // GTEST_SKIP() << reason when unusable
//   auto buf = vk.make_buffer(bytes);                  // exportable device-local buffer (opaque fd)
//   auto mem = cudasem::interop::import_memory(vk, buf);   // cudaImportExternalMemory (checked)
//   vk.write_buffer(buf, 0, bytes_vector);             // staging copy, waited (bounded) on a fence
//   auto sem = vk.make_semaphore(SemaphoreType::timeline);
//   auto ext = cudasem::interop::import_semaphore(vk, sem);
//   vk.signal(sem, 2); vk.counter(sem); vk.wait(sem, 2, timeout);
//
// The Vulkan instance and device are those of the physical device whose deviceUUID equals the
// current CUDA device's uuid. Every Vulkan call's VkResult is checked (ADD_FAILURE naming the
// call: a failure of the Vulkan side, never a CUDA verdict); every wait is bounded.
#pragma once

#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstring>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/graph.h"
#include "cudasem/observe.h"
#include "cudasem/probe.h"
#include "cudasem/resources.h"
#include "interop.h"
#include "kernels/kernels.h"

#if __has_include(<vulkan/vulkan_core.h>)
#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan_core.h>
#define CUDASEM_INTEROP_HAVE_VULKAN 1
#else
#define CUDASEM_INTEROP_HAVE_VULKAN 0
#endif

// Opens `vk` and skips the case (UNSUPPORTED with the reason) when Vulkan cannot be used here.
#define CUDASEM_INTEROP_OPEN_VULKAN(vk)                                  \
  do {                                                                   \
    const std::string cudasem_vk_reason_ = (vk).open();                  \
    if (!cudasem_vk_reason_.empty()) GTEST_SKIP() << cudasem_vk_reason_; \
  } while (0)

namespace cudasem::interop {

// Owners of the CUDA objects the interop cases create.
using ExternalMemory = Owner<cudaExternalMemory_t, &cudaDestroyExternalMemory>;
using ExternalSemaphore = Owner<cudaExternalSemaphore_t, &cudaDestroyExternalSemaphore>;
using MappedBuffer = Owner<void*, &cudaFree>;
using MappedMipmappedArray = Owner<cudaMipmappedArray_t, &cudaFreeMipmappedArray>;

// Handles into the Vulkan object's tables (indexes; -1 when creation failed).
struct VkBufferRef {
  int index = -1;
  std::size_t bytes = 0;              // the buffer's size
  unsigned long long alloc_size = 0;  // its memory allocation's size (what CUDA imports)
  bool dedicated = false;             // the memory is a dedicated allocation
  bool ok() const { return index >= 0; }
};
struct VkImageRef {
  int index = -1;
  unsigned width = 0, height = 0;  // VK_FORMAT_R8G8B8A8_UINT, 1 level, 1 layer, optimal tiling
  unsigned long long alloc_size = 0;
  bool dedicated = false;
  bool ok() const { return index >= 0; }
};
enum class SemaphoreType { binary, timeline };
struct VkSemaphoreRef {
  int index = -1;
  SemaphoreType type = SemaphoreType::binary;
  bool ok() const { return index >= 0; }
};

class Vulkan {
 public:
  Vulkan() = default;
  Vulkan(const Vulkan&) = delete;
  Vulkan& operator=(const Vulkan&) = delete;
  ~Vulkan() { close(); }

  // Opens the loader and creates an instance and a device on the physical device of the current
  // CUDA device. Returns "" when usable, else why not (the case's UNSUPPORTED reason).
  std::string open();

  // An exportable (opaque fd) device-local buffer of `bytes`, zero-filled.
  VkBufferRef make_buffer(std::size_t bytes);
  // An exportable (opaque fd) 2D image, RGBA8 unsigned, zero-filled, left in VK_IMAGE_LAYOUT_GENERAL.
  VkImageRef make_image(unsigned width, unsigned height);
  // An exportable (opaque fd) semaphore; a timeline semaphore starts at `initial`.
  VkSemaphoreRef make_semaphore(SemaphoreType type, unsigned long long initial = 0);

  // A new file descriptor for the object's memory or payload (vkGetMemoryFdKHR /
  // vkGetSemaphoreFdKHR); -1 after ADD_FAILURE.
  int export_fd(const VkBufferRef& b);
  int export_fd(const VkImageRef& i);
  int export_fd(const VkSemaphoreRef& s);

  // Vulkan writes `data` at `offset` of the buffer (a transfer from a staging buffer), and reads
  // `n` bytes at `offset` back into `out`; both wait for the queue (a fence, bounded). false
  // after ADD_FAILURE.
  bool write_buffer(const VkBufferRef& b, std::size_t offset, const std::vector<unsigned char>& data);
  bool read_buffer(const VkBufferRef& b, std::size_t offset, std::size_t n, std::vector<unsigned char>& out);
  // The whole image (width * height * 4 bytes, rows packed), written and read by transfers.
  bool write_image(const VkImageRef& i, const std::vector<unsigned char>& data);
  bool read_image(const VkImageRef& i, std::vector<unsigned char>& out);

  // Timeline semaphores from the host: vkSignalSemaphore, vkGetSemaphoreCounterValue, and
  // vkWaitSemaphores bounded by `limit` (1: reached, 0: VK_TIMEOUT, -1: error after ADD_FAILURE).
  bool signal(const VkSemaphoreRef& s, unsigned long long value);
  unsigned long long counter(const VkSemaphoreRef& s);
  int wait(const VkSemaphoreRef& s, unsigned long long value, std::chrono::milliseconds limit);

  // Binary semaphores through the queue: a submit with no command that signals `s`; a submit that
  // waits on `s` and then copies the buffer into staging. The copy's fence is waited for at most
  // `limit` by finish_read (1: done and `out` filled, 0: still waiting, -1: error).
  bool submit_signal(const VkSemaphoreRef& s);
  bool submit_wait_then_read(const VkSemaphoreRef& s, const VkBufferRef& b);
  int finish_read(std::chrono::milliseconds limit, std::vector<unsigned char>& out);
  // A submit that waits until the timeline semaphore `gate` reaches `value`, then signals the binary
  // semaphore `s` (so the signal is submitted before CUDA's wait is enqueued, and happens when the
  // host signals `gate`); finish_submit waits for it at most `limit` (1 done, 0 not yet, -1 error).
  bool submit_gated_signal(const VkSemaphoreRef& s, const VkSemaphoreRef& gate, unsigned long long value);
  int finish_submit(std::chrono::milliseconds limit);

  const std::string& device_name() const { return device_name_; }

 private:
  void close();
#if CUDASEM_INTEROP_HAVE_VULKAN
  struct Staging {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    std::size_t bytes = 0;
  };
  bool make_staging(std::size_t bytes, Staging& s);
  void free_staging(Staging& s);
  int memory_type(std::uint32_t bits, VkMemoryPropertyFlags want) const;
  bool begin(VkCommandBuffer& cb);
  bool submit_and_wait(VkCommandBuffer cb, std::uint32_t waits = 0, const VkSemaphore* wait_sems = nullptr,
      std::uint32_t signals = 0, const VkSemaphore* signal_sems = nullptr);
  bool submit_only(VkCommandBuffer cb, std::uint32_t waits, const VkSemaphore* wait_sems, std::uint32_t signals,
      const VkSemaphore* signal_sems, VkFence fence);
  bool check(VkResult r, const char* call) {
    if (r == VK_SUCCESS) return true;
    ADD_FAILURE() << "vulkan: " << call << " returned VkResult " << static_cast<int>(r);
    return false;
  }
  bool export_memory_fd(VkDeviceMemory m, int& fd);
  // Device-local memory for `buffer` or `image`, exportable as an opaque fd (a dedicated allocation
  // when `dedicated`); false after ADD_FAILURE.
  bool allocate_exportable(
      const VkMemoryRequirements& req, bool dedicated, VkBuffer buffer, VkImage image, VkDeviceMemory& memory);
  bool transition(VkCommandBuffer cb, VkImage image, VkImageLayout from, VkImageLayout to);
  // Whether memory of these external memory `features` can be exported as an opaque fd (else
  // ADD_FAILURE naming `what`); `dedicated`: whether it needs a dedicated allocation.
  bool exportable(VkExternalMemoryFeatureFlags features, const char* what, bool& dedicated);
  // The new `buffer` or `image` (the other one null) backed by exportable memory (allocate_exportable
  // with its requirements, returned in `req`; the object is destroyed when that fails), then owned
  // (freed by close()) and bound to it. false after ADD_FAILURE.
  bool back_exportable(bool dedicated, VkBuffer buffer, VkImage image, VkMemoryRequirements& req);
  // The copy region of a whole image (color, level 0, one layer).
  static VkBufferImageCopy whole_image(const VkImageRef& i);
  // A staging buffer holding `data`, then the transfer `record(cb, staging)` submitted and waited for
  // (upload); or the transfer `record(cb, staging)` into a staging buffer of `n` bytes submitted and
  // waited for, then its bytes copied into `out` (download). false after ADD_FAILURE.
  template <typename Record>
  bool upload(const std::vector<unsigned char>& data, Record&& record);
  template <typename Record>
  bool download(std::size_t n, std::vector<unsigned char>& out, Record&& record);

  void* lib_ = nullptr;
  PFN_vkGetInstanceProcAddr GetInstanceProcAddr = nullptr;
  PFN_vkGetDeviceProcAddr GetDeviceProcAddr = nullptr;
  PFN_vkCreateInstance CreateInstance = nullptr;
  PFN_vkDestroyInstance DestroyInstance = nullptr;
  PFN_vkEnumeratePhysicalDevices EnumeratePhysicalDevices = nullptr;
  PFN_vkGetPhysicalDeviceProperties2 GetPhysicalDeviceProperties2 = nullptr;
  PFN_vkGetPhysicalDeviceFeatures2 GetPhysicalDeviceFeatures2 = nullptr;
  PFN_vkGetPhysicalDeviceQueueFamilyProperties GetPhysicalDeviceQueueFamilyProperties = nullptr;
  PFN_vkGetPhysicalDeviceMemoryProperties GetPhysicalDeviceMemoryProperties = nullptr;
  PFN_vkEnumerateDeviceExtensionProperties EnumerateDeviceExtensionProperties = nullptr;
  PFN_vkGetPhysicalDeviceExternalBufferProperties GetPhysicalDeviceExternalBufferProperties = nullptr;
  PFN_vkGetPhysicalDeviceImageFormatProperties2 GetPhysicalDeviceImageFormatProperties2 = nullptr;
  PFN_vkGetPhysicalDeviceExternalSemaphoreProperties GetPhysicalDeviceExternalSemaphoreProperties = nullptr;
  PFN_vkCreateDevice CreateDevice = nullptr;
  PFN_vkDestroyDevice DestroyDevice = nullptr;
  PFN_vkDeviceWaitIdle DeviceWaitIdle = nullptr;
  PFN_vkGetDeviceQueue GetDeviceQueue = nullptr;
  PFN_vkCreateBuffer CreateBuffer = nullptr;
  PFN_vkDestroyBuffer DestroyBuffer = nullptr;
  PFN_vkGetBufferMemoryRequirements GetBufferMemoryRequirements = nullptr;
  PFN_vkCreateImage CreateImage = nullptr;
  PFN_vkDestroyImage DestroyImage = nullptr;
  PFN_vkGetImageMemoryRequirements GetImageMemoryRequirements = nullptr;
  PFN_vkAllocateMemory AllocateMemory = nullptr;
  PFN_vkFreeMemory FreeMemory = nullptr;
  PFN_vkBindBufferMemory BindBufferMemory = nullptr;
  PFN_vkBindImageMemory BindImageMemory = nullptr;
  PFN_vkMapMemory MapMemory = nullptr;
  PFN_vkUnmapMemory UnmapMemory = nullptr;
  PFN_vkCreateCommandPool CreateCommandPool = nullptr;
  PFN_vkDestroyCommandPool DestroyCommandPool = nullptr;
  PFN_vkAllocateCommandBuffers AllocateCommandBuffers = nullptr;
  PFN_vkFreeCommandBuffers FreeCommandBuffers = nullptr;
  PFN_vkBeginCommandBuffer BeginCommandBuffer = nullptr;
  PFN_vkEndCommandBuffer EndCommandBuffer = nullptr;
  PFN_vkCmdCopyBuffer CmdCopyBuffer = nullptr;
  PFN_vkCmdFillBuffer CmdFillBuffer = nullptr;
  PFN_vkCmdCopyBufferToImage CmdCopyBufferToImage = nullptr;
  PFN_vkCmdCopyImageToBuffer CmdCopyImageToBuffer = nullptr;
  PFN_vkCmdPipelineBarrier CmdPipelineBarrier = nullptr;
  PFN_vkCmdClearColorImage CmdClearColorImage = nullptr;
  PFN_vkQueueSubmit QueueSubmit = nullptr;
  PFN_vkCreateFence CreateFence = nullptr;
  PFN_vkDestroyFence DestroyFence = nullptr;
  PFN_vkWaitForFences WaitForFences = nullptr;
  PFN_vkResetFences ResetFences = nullptr;
  PFN_vkCreateSemaphore CreateSemaphore = nullptr;
  PFN_vkDestroySemaphore DestroySemaphore = nullptr;
  PFN_vkSignalSemaphore SignalSemaphore = nullptr;
  PFN_vkWaitSemaphores WaitSemaphores = nullptr;
  PFN_vkGetSemaphoreCounterValue GetSemaphoreCounterValue = nullptr;
  PFN_vkGetMemoryFdKHR GetMemoryFdKHR = nullptr;
  PFN_vkGetSemaphoreFdKHR GetSemaphoreFdKHR = nullptr;

  VkInstance instance_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  std::uint32_t family_ = 0;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  VkPhysicalDeviceMemoryProperties memory_props_{};
  struct BufferEntry {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
  };
  struct ImageEntry {
    VkImage image = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
  };
  std::vector<BufferEntry> buffers_;
  std::vector<ImageEntry> images_;
  std::vector<VkSemaphore> semaphores_;
  // The pending read of submit_wait_then_read.
  VkCommandBuffer pending_cb_ = VK_NULL_HANDLE;
  Staging pending_staging_;
  std::size_t pending_bytes_ = 0;
  bool pending_submit_ = false;  // a submit_gated_signal not yet finished
#endif
  bool opened_ = false;
  std::string device_name_;
};

#if !CUDASEM_INTEROP_HAVE_VULKAN

inline std::string Vulkan::open() {
  return "no Vulkan headers at build time: <vulkan/vulkan_core.h> not found (install libvulkan-dev, or unpack "
         "it into .interop-headers/ as cases/interop/interop.h says)";
}
inline void Vulkan::close() {}
inline VkBufferRef Vulkan::make_buffer(std::size_t) { return {}; }
inline VkImageRef Vulkan::make_image(unsigned, unsigned) { return {}; }
inline VkSemaphoreRef Vulkan::make_semaphore(SemaphoreType, unsigned long long) { return {}; }
inline int Vulkan::export_fd(const VkBufferRef&) { return -1; }
inline int Vulkan::export_fd(const VkImageRef&) { return -1; }
inline int Vulkan::export_fd(const VkSemaphoreRef&) { return -1; }
inline bool Vulkan::write_buffer(const VkBufferRef&, std::size_t, const std::vector<unsigned char>&) { return false; }
inline bool Vulkan::read_buffer(const VkBufferRef&, std::size_t, std::size_t, std::vector<unsigned char>&) {
  return false;
}
inline bool Vulkan::write_image(const VkImageRef&, const std::vector<unsigned char>&) { return false; }
inline bool Vulkan::read_image(const VkImageRef&, std::vector<unsigned char>&) { return false; }
inline bool Vulkan::signal(const VkSemaphoreRef&, unsigned long long) { return false; }
inline unsigned long long Vulkan::counter(const VkSemaphoreRef&) { return 0; }
inline int Vulkan::wait(const VkSemaphoreRef&, unsigned long long, std::chrono::milliseconds) { return -1; }
inline bool Vulkan::submit_signal(const VkSemaphoreRef&) { return false; }
inline bool Vulkan::submit_wait_then_read(const VkSemaphoreRef&, const VkBufferRef&) { return false; }
inline int Vulkan::finish_read(std::chrono::milliseconds, std::vector<unsigned char>&) { return -1; }
inline bool Vulkan::submit_gated_signal(const VkSemaphoreRef&, const VkSemaphoreRef&, unsigned long long) {
  return false;
}
inline int Vulkan::finish_submit(std::chrono::milliseconds) { return -1; }

#else  // CUDASEM_INTEROP_HAVE_VULKAN

inline std::string Vulkan::open() {
  if (opened_) return "";
  lib_ = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
  if (lib_ == nullptr) {
    const char* why = dlerror();
    return std::string("no Vulkan loader: libvulkan.so.1 not found (") + (why ? why : "dlopen failed") + ")";
  }
  GetInstanceProcAddr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(lib_, "vkGetInstanceProcAddr"));
  if (GetInstanceProcAddr == nullptr) return "no Vulkan loader: libvulkan.so.1 has no vkGetInstanceProcAddr";
  CreateInstance = reinterpret_cast<PFN_vkCreateInstance>(GetInstanceProcAddr(VK_NULL_HANDLE, "vkCreateInstance"));
  if (CreateInstance == nullptr) return "no Vulkan loader: vkCreateInstance not found";

  int cuda_device = 0;
  if (cudaGetDevice(&cuda_device) != cudaSuccess) return "no CUDA device (cudaGetDevice failed)";
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, cuda_device) != cudaSuccess) return "cudaGetDeviceProperties failed";

  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "cudasem";
  app.apiVersion = VK_API_VERSION_1_2;
  VkInstanceCreateInfo ici{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  ici.pApplicationInfo = &app;
  VkResult r = CreateInstance(&ici, nullptr, &instance_);
  if (r != VK_SUCCESS) {
    instance_ = VK_NULL_HANDLE;
    return "no Vulkan driver: vkCreateInstance (API 1.2) returned VkResult " + std::to_string(static_cast<int>(r)) +
           " (is the NVIDIA ICD found? VK_DRIVER_FILES)";
  }
#define CUDASEM_VK_INSTANCE_FN(name) name = reinterpret_cast<PFN_vk##name>(GetInstanceProcAddr(instance_, "vk" #name))
  CUDASEM_VK_INSTANCE_FN(DestroyInstance);
  CUDASEM_VK_INSTANCE_FN(EnumeratePhysicalDevices);
  CUDASEM_VK_INSTANCE_FN(GetPhysicalDeviceProperties2);
  CUDASEM_VK_INSTANCE_FN(GetPhysicalDeviceFeatures2);
  CUDASEM_VK_INSTANCE_FN(GetPhysicalDeviceQueueFamilyProperties);
  CUDASEM_VK_INSTANCE_FN(GetPhysicalDeviceMemoryProperties);
  CUDASEM_VK_INSTANCE_FN(EnumerateDeviceExtensionProperties);
  CUDASEM_VK_INSTANCE_FN(GetPhysicalDeviceExternalBufferProperties);
  CUDASEM_VK_INSTANCE_FN(GetPhysicalDeviceImageFormatProperties2);
  CUDASEM_VK_INSTANCE_FN(GetPhysicalDeviceExternalSemaphoreProperties);
  CUDASEM_VK_INSTANCE_FN(CreateDevice);
  CUDASEM_VK_INSTANCE_FN(GetDeviceProcAddr);
#undef CUDASEM_VK_INSTANCE_FN
  if (!DestroyInstance || !EnumeratePhysicalDevices || !GetPhysicalDeviceProperties2 || !GetPhysicalDeviceFeatures2 ||
      !GetPhysicalDeviceQueueFamilyProperties || !GetPhysicalDeviceMemoryProperties ||
      !EnumerateDeviceExtensionProperties || !GetPhysicalDeviceExternalBufferProperties ||
      !GetPhysicalDeviceImageFormatProperties2 || !GetPhysicalDeviceExternalSemaphoreProperties || !CreateDevice ||
      !GetDeviceProcAddr) {
    return "Vulkan 1.2 instance functions missing from the loader";
  }

  std::uint32_t count = 0;
  r = EnumeratePhysicalDevices(instance_, &count, nullptr);
  if (r != VK_SUCCESS || count == 0) return "no Vulkan physical device (vkEnumeratePhysicalDevices)";
  std::vector<VkPhysicalDevice> devices(count);
  r = EnumeratePhysicalDevices(instance_, &count, devices.data());
  if (r != VK_SUCCESS && r != VK_INCOMPLETE) return "vkEnumeratePhysicalDevices failed";
  for (std::uint32_t i = 0; i < count && physical_ == VK_NULL_HANDLE; ++i) {
    VkPhysicalDeviceIDProperties id{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
    VkPhysicalDeviceProperties2 p2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
    p2.pNext = &id;
    GetPhysicalDeviceProperties2(devices[i], &p2);
    static_assert(VK_UUID_SIZE == sizeof(prop.uuid.bytes), "UUID sizes");
    if (std::memcmp(id.deviceUUID, prop.uuid.bytes, VK_UUID_SIZE) == 0) {
      physical_ = devices[i];
      device_name_ = p2.properties.deviceName;
      if (p2.properties.apiVersion < VK_API_VERSION_1_2) return "the Vulkan device supports API < 1.2";
    }
  }
  if (physical_ == VK_NULL_HANDLE) return "no Vulkan physical device has the current CUDA device's UUID";

  // Extensions.
  count = 0;
  if (EnumerateDeviceExtensionProperties(physical_, nullptr, &count, nullptr) != VK_SUCCESS)
    return "vkEnumerateDeviceExtensionProperties failed";
  std::vector<VkExtensionProperties> exts(count);
  if (EnumerateDeviceExtensionProperties(physical_, nullptr, &count, exts.data()) != VK_SUCCESS)
    return "vkEnumerateDeviceExtensionProperties failed";
  auto has = [&](const char* name) {
    for (const auto& e : exts)
      if (std::strcmp(e.extensionName, name) == 0) return true;
    return false;
  };
  const char* wanted[] = {VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME, VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME};
  for (const char* w : wanted)
    if (!has(w)) return std::string("the Vulkan device lacks ") + w;

  VkPhysicalDeviceTimelineSemaphoreFeatures timeline_features{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES};
  VkPhysicalDeviceFeatures2 f2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  f2.pNext = &timeline_features;
  GetPhysicalDeviceFeatures2(physical_, &f2);
  if (!timeline_features.timelineSemaphore) return "the Vulkan device lacks timeline semaphores";

  // A queue family with transfer support (graphics and compute families support transfers).
  count = 0;
  GetPhysicalDeviceQueueFamilyProperties(physical_, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  GetPhysicalDeviceQueueFamilyProperties(physical_, &count, families.data());
  bool found = false;
  for (std::uint32_t i = 0; i < count && !found; ++i) {
    if (families[i].queueCount > 0 &&
        (families[i].queueFlags & (VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT | VK_QUEUE_TRANSFER_BIT)) != 0) {
      family_ = i;
      found = true;
    }
  }
  if (!found) return "no Vulkan queue family with transfer support";
  GetPhysicalDeviceMemoryProperties(physical_, &memory_props_);

  const float priority = 1.0f;
  VkDeviceQueueCreateInfo qci{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  qci.queueFamilyIndex = family_;
  qci.queueCount = 1;
  qci.pQueuePriorities = &priority;
  VkPhysicalDeviceTimelineSemaphoreFeatures enable_timeline{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TIMELINE_SEMAPHORE_FEATURES};
  enable_timeline.timelineSemaphore = VK_TRUE;
  VkDeviceCreateInfo dci{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  dci.pNext = &enable_timeline;
  dci.queueCreateInfoCount = 1;
  dci.pQueueCreateInfos = &qci;
  dci.enabledExtensionCount = 2;
  dci.ppEnabledExtensionNames = wanted;
  r = CreateDevice(physical_, &dci, nullptr, &device_);
  if (r != VK_SUCCESS) {
    device_ = VK_NULL_HANDLE;
    return "vkCreateDevice returned VkResult " + std::to_string(static_cast<int>(r));
  }
#define CUDASEM_VK_DEVICE_FN(name) name = reinterpret_cast<PFN_vk##name>(GetDeviceProcAddr(device_, "vk" #name))
  CUDASEM_VK_DEVICE_FN(DestroyDevice);
  CUDASEM_VK_DEVICE_FN(DeviceWaitIdle);
  CUDASEM_VK_DEVICE_FN(GetDeviceQueue);
  CUDASEM_VK_DEVICE_FN(CreateBuffer);
  CUDASEM_VK_DEVICE_FN(DestroyBuffer);
  CUDASEM_VK_DEVICE_FN(GetBufferMemoryRequirements);
  CUDASEM_VK_DEVICE_FN(CreateImage);
  CUDASEM_VK_DEVICE_FN(DestroyImage);
  CUDASEM_VK_DEVICE_FN(GetImageMemoryRequirements);
  CUDASEM_VK_DEVICE_FN(AllocateMemory);
  CUDASEM_VK_DEVICE_FN(FreeMemory);
  CUDASEM_VK_DEVICE_FN(BindBufferMemory);
  CUDASEM_VK_DEVICE_FN(BindImageMemory);
  CUDASEM_VK_DEVICE_FN(MapMemory);
  CUDASEM_VK_DEVICE_FN(UnmapMemory);
  CUDASEM_VK_DEVICE_FN(CreateCommandPool);
  CUDASEM_VK_DEVICE_FN(DestroyCommandPool);
  CUDASEM_VK_DEVICE_FN(AllocateCommandBuffers);
  CUDASEM_VK_DEVICE_FN(FreeCommandBuffers);
  CUDASEM_VK_DEVICE_FN(BeginCommandBuffer);
  CUDASEM_VK_DEVICE_FN(EndCommandBuffer);
  CUDASEM_VK_DEVICE_FN(CmdCopyBuffer);
  CUDASEM_VK_DEVICE_FN(CmdFillBuffer);
  CUDASEM_VK_DEVICE_FN(CmdCopyBufferToImage);
  CUDASEM_VK_DEVICE_FN(CmdCopyImageToBuffer);
  CUDASEM_VK_DEVICE_FN(CmdPipelineBarrier);
  CUDASEM_VK_DEVICE_FN(CmdClearColorImage);
  CUDASEM_VK_DEVICE_FN(QueueSubmit);
  CUDASEM_VK_DEVICE_FN(CreateFence);
  CUDASEM_VK_DEVICE_FN(DestroyFence);
  CUDASEM_VK_DEVICE_FN(WaitForFences);
  CUDASEM_VK_DEVICE_FN(ResetFences);
  CUDASEM_VK_DEVICE_FN(CreateSemaphore);
  CUDASEM_VK_DEVICE_FN(DestroySemaphore);
  CUDASEM_VK_DEVICE_FN(SignalSemaphore);
  CUDASEM_VK_DEVICE_FN(WaitSemaphores);
  CUDASEM_VK_DEVICE_FN(GetSemaphoreCounterValue);
  CUDASEM_VK_DEVICE_FN(GetMemoryFdKHR);
  CUDASEM_VK_DEVICE_FN(GetSemaphoreFdKHR);
#undef CUDASEM_VK_DEVICE_FN
  if (!DestroyDevice || !DeviceWaitIdle || !GetDeviceQueue || !CreateBuffer || !DestroyBuffer ||
      !GetBufferMemoryRequirements || !CreateImage || !DestroyImage || !GetImageMemoryRequirements || !AllocateMemory ||
      !FreeMemory || !BindBufferMemory || !BindImageMemory || !MapMemory || !UnmapMemory || !CreateCommandPool ||
      !DestroyCommandPool || !AllocateCommandBuffers || !FreeCommandBuffers || !BeginCommandBuffer ||
      !EndCommandBuffer || !CmdCopyBuffer || !CmdFillBuffer || !CmdCopyBufferToImage || !CmdCopyImageToBuffer ||
      !CmdPipelineBarrier || !CmdClearColorImage || !QueueSubmit || !CreateFence || !DestroyFence || !WaitForFences ||
      !ResetFences || !CreateSemaphore || !DestroySemaphore || !SignalSemaphore || !WaitSemaphores ||
      !GetSemaphoreCounterValue || !GetMemoryFdKHR || !GetSemaphoreFdKHR) {
    return "Vulkan device functions missing (vkGetDeviceProcAddr)";
  }
  GetDeviceQueue(device_, family_, 0, &queue_);
  VkCommandPoolCreateInfo pci{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pci.queueFamilyIndex = family_;
  if (CreateCommandPool(device_, &pci, nullptr, &pool_) != VK_SUCCESS) {
    pool_ = VK_NULL_HANDLE;
    return "vkCreateCommandPool failed";
  }
  VkFenceCreateInfo fci{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  if (CreateFence(device_, &fci, nullptr, &fence_) != VK_SUCCESS) {
    fence_ = VK_NULL_HANDLE;
    return "vkCreateFence failed";
  }
  opened_ = true;
  environment("vulkan.device_name", device_name_);
  return "";
}

inline void Vulkan::close() {
  if (device_ != VK_NULL_HANDLE) {
    // Bounded: a pending read's fence first (the semaphore it waits on may never be signalled).
    if (pending_cb_ != VK_NULL_HANDLE || pending_submit_) {
      const VkResult r = WaitForFences(device_, 1, &fence_, VK_TRUE, 20'000'000'000ull);
      if (r != VK_SUCCESS) {
        ADD_FAILURE() << "vulkan: a pending submit never completed (vkWaitForFences returned " << static_cast<int>(r)
                      << "); the Vulkan device is leaked";
        return;  // destroying objects in use is undefined: leak them
      }
      if (pending_cb_ != VK_NULL_HANDLE) FreeCommandBuffers(device_, pool_, 1, &pending_cb_);
      pending_cb_ = VK_NULL_HANDLE;
      pending_submit_ = false;
      free_staging(pending_staging_);
    }
    DeviceWaitIdle(device_);
    for (auto& s : semaphores_)
      if (s != VK_NULL_HANDLE) DestroySemaphore(device_, s, nullptr);
    for (auto& b : buffers_) {
      if (b.buffer != VK_NULL_HANDLE) DestroyBuffer(device_, b.buffer, nullptr);
      if (b.memory != VK_NULL_HANDLE) FreeMemory(device_, b.memory, nullptr);
    }
    for (auto& i : images_) {
      if (i.image != VK_NULL_HANDLE) DestroyImage(device_, i.image, nullptr);
      if (i.memory != VK_NULL_HANDLE) FreeMemory(device_, i.memory, nullptr);
    }
    semaphores_.clear();
    buffers_.clear();
    images_.clear();
    if (fence_ != VK_NULL_HANDLE) DestroyFence(device_, fence_, nullptr);
    if (pool_ != VK_NULL_HANDLE) DestroyCommandPool(device_, pool_, nullptr);
    DestroyDevice(device_, nullptr);
    device_ = VK_NULL_HANDLE;
  }
  if (instance_ != VK_NULL_HANDLE && DestroyInstance != nullptr) DestroyInstance(instance_, nullptr);
  instance_ = VK_NULL_HANDLE;
  // The loader stays loaded (unloading it while the driver keeps threads is not worth the risk).
  opened_ = false;
}

inline int Vulkan::memory_type(std::uint32_t bits, VkMemoryPropertyFlags want) const {
  for (std::uint32_t i = 0; i < memory_props_.memoryTypeCount; ++i)
    if ((bits & (1u << i)) != 0 && (memory_props_.memoryTypes[i].propertyFlags & want) == want)
      return static_cast<int>(i);
  return -1;
}

inline bool Vulkan::make_staging(std::size_t bytes, Staging& s) {
  VkBufferCreateInfo bci{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  bci.size = bytes;
  bci.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (!check(CreateBuffer(device_, &bci, nullptr, &s.buffer), "vkCreateBuffer (staging)")) return false;
  VkMemoryRequirements req{};
  GetBufferMemoryRequirements(device_, s.buffer, &req);
  const int type =
      memory_type(req.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  if (type < 0) {
    ADD_FAILURE() << "vulkan: no host-visible coherent memory type for a staging buffer";
    free_staging(s);
    return false;
  }
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = static_cast<std::uint32_t>(type);
  if (!check(AllocateMemory(device_, &mai, nullptr, &s.memory), "vkAllocateMemory (staging)")) {
    s.memory = VK_NULL_HANDLE;
    free_staging(s);
    return false;
  }
  if (!check(BindBufferMemory(device_, s.buffer, s.memory, 0), "vkBindBufferMemory (staging)")) {
    free_staging(s);
    return false;
  }
  s.bytes = bytes;
  return true;
}

inline void Vulkan::free_staging(Staging& s) {
  if (s.buffer != VK_NULL_HANDLE) DestroyBuffer(device_, s.buffer, nullptr);
  if (s.memory != VK_NULL_HANDLE) FreeMemory(device_, s.memory, nullptr);
  s = Staging{};
}

inline bool Vulkan::begin(VkCommandBuffer& cb) {
  VkCommandBufferAllocateInfo cai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  cai.commandPool = pool_;
  cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cai.commandBufferCount = 1;
  if (!check(AllocateCommandBuffers(device_, &cai, &cb), "vkAllocateCommandBuffers")) return false;
  VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  if (!check(BeginCommandBuffer(cb, &bi), "vkBeginCommandBuffer")) {
    FreeCommandBuffers(device_, pool_, 1, &cb);
    return false;
  }
  return true;
}

inline bool Vulkan::submit_only(VkCommandBuffer cb, std::uint32_t waits, const VkSemaphore* wait_sems,
    std::uint32_t signals, const VkSemaphore* signal_sems, VkFence fence) {
  if (pending_cb_ != VK_NULL_HANDLE || pending_submit_) {
    ADD_FAILURE() << "vulkan: a submit while a pending one is not finished (helper misuse)";
    return false;
  }
  if (cb != VK_NULL_HANDLE && !check(EndCommandBuffer(cb), "vkEndCommandBuffer")) return false;
  std::vector<VkPipelineStageFlags> stages(waits, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
  VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  si.waitSemaphoreCount = waits;
  si.pWaitSemaphores = wait_sems;
  si.pWaitDstStageMask = waits ? stages.data() : nullptr;
  si.commandBufferCount = cb != VK_NULL_HANDLE ? 1 : 0;
  si.pCommandBuffers = cb != VK_NULL_HANDLE ? &cb : nullptr;
  si.signalSemaphoreCount = signals;
  si.pSignalSemaphores = signal_sems;
  if (!check(ResetFences(device_, 1, &fence_), "vkResetFences")) return false;
  return check(QueueSubmit(queue_, 1, &si, fence), "vkQueueSubmit");
}

inline bool Vulkan::submit_and_wait(VkCommandBuffer cb, std::uint32_t waits, const VkSemaphore* wait_sems,
    std::uint32_t signals, const VkSemaphore* signal_sems) {
  bool ok = submit_only(cb, waits, wait_sems, signals, signal_sems, fence_);
  if (ok) ok = check(WaitForFences(device_, 1, &fence_, VK_TRUE, 20'000'000'000ull), "vkWaitForFences (20 s)");
  if (ok && cb != VK_NULL_HANDLE) FreeCommandBuffers(device_, pool_, 1, &cb);
  // On a failed wait the command buffer may still be in use: it is left to the pool.
  return ok;
}

inline bool Vulkan::export_memory_fd(VkDeviceMemory m, int& fd) {
  VkMemoryGetFdInfoKHR gi{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR};
  gi.memory = m;
  gi.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  fd = -1;
  return check(GetMemoryFdKHR(device_, &gi, &fd), "vkGetMemoryFdKHR");
}

inline bool Vulkan::allocate_exportable(
    const VkMemoryRequirements& req, bool dedicated, VkBuffer buffer, VkImage image, VkDeviceMemory& memory) {
  const int type = memory_type(req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  if (type < 0) {
    ADD_FAILURE() << "vulkan: no device-local memory type for an exportable " << (image ? "image" : "buffer");
    return false;
  }
  VkMemoryDedicatedAllocateInfo dai{VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO};
  dai.buffer = buffer;
  dai.image = image;
  VkExportMemoryAllocateInfo emai{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO};
  emai.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  emai.pNext = dedicated ? &dai : nullptr;
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.pNext = &emai;
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = static_cast<std::uint32_t>(type);
  if (!check(AllocateMemory(device_, &mai, nullptr, &memory), "vkAllocateMemory (exportable)")) {
    memory = VK_NULL_HANDLE;
    return false;
  }
  return true;
}

inline bool Vulkan::exportable(VkExternalMemoryFeatureFlags features, const char* what, bool& dedicated) {
  if ((features & VK_EXTERNAL_MEMORY_FEATURE_EXPORTABLE_BIT) == 0) {
    ADD_FAILURE() << "vulkan: opaque-fd " << what << " are not exportable on this device";
    return false;
  }
  dedicated = (features & VK_EXTERNAL_MEMORY_FEATURE_DEDICATED_ONLY_BIT) != 0;
  return true;
}

inline bool Vulkan::back_exportable(bool dedicated, VkBuffer buffer, VkImage image, VkMemoryRequirements& req) {
  VkDeviceMemory memory = VK_NULL_HANDLE;
  if (image != VK_NULL_HANDLE) {
    GetImageMemoryRequirements(device_, image, &req);
  } else {
    GetBufferMemoryRequirements(device_, buffer, &req);
  }
  if (!allocate_exportable(req, dedicated, buffer, image, memory)) {
    if (image != VK_NULL_HANDLE) {
      DestroyImage(device_, image, nullptr);
    } else {
      DestroyBuffer(device_, buffer, nullptr);
    }
    return false;
  }
  // Owned from here on (freed by close()).
  if (image != VK_NULL_HANDLE) {
    images_.push_back(ImageEntry{image, memory});
    return check(BindImageMemory(device_, image, memory, 0), "vkBindImageMemory");
  }
  buffers_.push_back(BufferEntry{buffer, memory});
  return check(BindBufferMemory(device_, buffer, memory, 0), "vkBindBufferMemory");
}

inline VkBufferRef Vulkan::make_buffer(std::size_t bytes) {
  VkBufferRef ref;
  if (!opened_) return ref;
  VkPhysicalDeviceExternalBufferInfo ebi{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_BUFFER_INFO};
  ebi.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  ebi.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkExternalBufferProperties ebp{VK_STRUCTURE_TYPE_EXTERNAL_BUFFER_PROPERTIES};
  GetPhysicalDeviceExternalBufferProperties(physical_, &ebi, &ebp);
  bool dedicated = false;
  if (!exportable(ebp.externalMemoryProperties.externalMemoryFeatures, "buffers", dedicated)) return ref;

  VkBuffer buffer = VK_NULL_HANDLE;
  VkExternalMemoryBufferCreateInfo embci{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
  embci.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkBufferCreateInfo bci{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  bci.pNext = &embci;
  bci.size = bytes;
  bci.usage = ebi.usage;
  bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (!check(CreateBuffer(device_, &bci, nullptr, &buffer), "vkCreateBuffer (exportable)")) return ref;
  VkMemoryRequirements req{};
  if (!back_exportable(dedicated, buffer, VK_NULL_HANDLE, req)) return ref;
  VkCommandBuffer cb = VK_NULL_HANDLE;
  if (!begin(cb)) return ref;
  CmdFillBuffer(cb, buffer, 0, VK_WHOLE_SIZE, 0u);
  if (!submit_and_wait(cb)) return ref;
  ref.index = static_cast<int>(buffers_.size() - 1);
  ref.bytes = bytes;
  ref.alloc_size = req.size;
  ref.dedicated = dedicated;
  return ref;
}

inline bool Vulkan::transition(VkCommandBuffer cb, VkImage image, VkImageLayout from, VkImageLayout to) {
  VkImageMemoryBarrier b{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
  b.srcAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
  b.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
  b.oldLayout = from;
  b.newLayout = to;
  b.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
  CmdPipelineBarrier(
      cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, nullptr, 0, nullptr, 1, &b);
  return true;
}

inline VkImageRef Vulkan::make_image(unsigned width, unsigned height) {
  VkImageRef ref;
  if (!opened_) return ref;
  const VkImageUsageFlags usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT |
                                  VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_STORAGE_BIT;
  VkPhysicalDeviceExternalImageFormatInfo eifi{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_IMAGE_FORMAT_INFO};
  eifi.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkPhysicalDeviceImageFormatInfo2 ifi{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_IMAGE_FORMAT_INFO_2};
  ifi.pNext = &eifi;
  ifi.format = VK_FORMAT_R8G8B8A8_UINT;
  ifi.type = VK_IMAGE_TYPE_2D;
  ifi.tiling = VK_IMAGE_TILING_OPTIMAL;
  ifi.usage = usage;
  VkExternalImageFormatProperties eifp{VK_STRUCTURE_TYPE_EXTERNAL_IMAGE_FORMAT_PROPERTIES};
  VkImageFormatProperties2 ifp{VK_STRUCTURE_TYPE_IMAGE_FORMAT_PROPERTIES_2};
  ifp.pNext = &eifp;
  if (!check(GetPhysicalDeviceImageFormatProperties2(physical_, &ifi, &ifp),
          "vkGetPhysicalDeviceImageFormatProperties2 (R8G8B8A8_UINT, opaque fd)"))
    return ref;
  bool dedicated = false;
  if (!exportable(eifp.externalMemoryProperties.externalMemoryFeatures, "RGBA8 images", dedicated)) return ref;

  VkImage image = VK_NULL_HANDLE;
  VkExternalMemoryImageCreateInfo emici{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_IMAGE_CREATE_INFO};
  emici.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkImageCreateInfo ici{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  ici.pNext = &emici;
  ici.imageType = VK_IMAGE_TYPE_2D;
  ici.format = VK_FORMAT_R8G8B8A8_UINT;
  ici.extent = {width, height, 1};
  ici.mipLevels = 1;
  ici.arrayLayers = 1;
  ici.samples = VK_SAMPLE_COUNT_1_BIT;
  ici.tiling = VK_IMAGE_TILING_OPTIMAL;
  ici.usage = usage;
  ici.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  ici.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  if (!check(CreateImage(device_, &ici, nullptr, &image), "vkCreateImage (exportable)")) return ref;
  VkMemoryRequirements req{};
  if (!back_exportable(dedicated, VK_NULL_HANDLE, image, req)) return ref;
  // Zero it and leave it in GENERAL (the layout every later transfer starts from).
  VkCommandBuffer cb = VK_NULL_HANDLE;
  if (!begin(cb)) return ref;
  transition(cb, image, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_GENERAL);
  VkClearColorValue zero{};
  const VkImageSubresourceRange range{VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
  CmdClearColorImage(cb, image, VK_IMAGE_LAYOUT_GENERAL, &zero, 1, &range);
  transition(cb, image, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_GENERAL);
  if (!submit_and_wait(cb)) return ref;
  ref.index = static_cast<int>(images_.size() - 1);
  ref.width = width;
  ref.height = height;
  ref.alloc_size = req.size;
  ref.dedicated = dedicated;
  return ref;
}

inline VkSemaphoreRef Vulkan::make_semaphore(SemaphoreType type, unsigned long long initial) {
  VkSemaphoreRef ref;
  if (!opened_) return ref;
  VkSemaphoreTypeCreateInfo tci{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
  tci.semaphoreType = type == SemaphoreType::timeline ? VK_SEMAPHORE_TYPE_TIMELINE : VK_SEMAPHORE_TYPE_BINARY;
  tci.initialValue = type == SemaphoreType::timeline ? initial : 0;
  VkPhysicalDeviceExternalSemaphoreInfo esi{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_SEMAPHORE_INFO};
  esi.pNext = &tci;
  esi.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkExternalSemaphoreProperties esp{VK_STRUCTURE_TYPE_EXTERNAL_SEMAPHORE_PROPERTIES};
  GetPhysicalDeviceExternalSemaphoreProperties(physical_, &esi, &esp);
  if ((esp.externalSemaphoreFeatures & VK_EXTERNAL_SEMAPHORE_FEATURE_EXPORTABLE_BIT) == 0) {
    ADD_FAILURE() << "vulkan: opaque-fd " << (type == SemaphoreType::timeline ? "timeline" : "binary")
                  << " semaphores are not exportable on this device";
    return ref;
  }
  VkExportSemaphoreCreateInfo eci{VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO};
  eci.pNext = &tci;
  eci.handleTypes = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
  VkSemaphoreCreateInfo sci{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
  sci.pNext = &eci;
  VkSemaphore s = VK_NULL_HANDLE;
  if (!check(CreateSemaphore(device_, &sci, nullptr, &s), "vkCreateSemaphore (exportable)")) return ref;
  semaphores_.push_back(s);
  ref.index = static_cast<int>(semaphores_.size() - 1);
  ref.type = type;
  return ref;
}

inline int Vulkan::export_fd(const VkBufferRef& b) {
  int fd = -1;
  if (!b.ok() || !export_memory_fd(buffers_[b.index].memory, fd)) return -1;
  return fd;
}

inline int Vulkan::export_fd(const VkImageRef& i) {
  int fd = -1;
  if (!i.ok() || !export_memory_fd(images_[i.index].memory, fd)) return -1;
  return fd;
}

inline int Vulkan::export_fd(const VkSemaphoreRef& s) {
  if (!s.ok()) return -1;
  VkSemaphoreGetFdInfoKHR gi{VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR};
  gi.semaphore = semaphores_[s.index];
  gi.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
  int fd = -1;
  if (!check(GetSemaphoreFdKHR(device_, &gi, &fd), "vkGetSemaphoreFdKHR")) return -1;
  return fd;
}

inline VkBufferImageCopy Vulkan::whole_image(const VkImageRef& i) {
  VkBufferImageCopy region{};
  region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
  region.imageExtent = {i.width, i.height, 1};
  return region;
}

template <typename Record>
inline bool Vulkan::upload(const std::vector<unsigned char>& data, Record&& record) {
  Staging s;
  if (!make_staging(data.size(), s)) return false;
  void* p = nullptr;
  bool ok = check(MapMemory(device_, s.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory (staging)");
  if (ok) {
    std::memcpy(p, data.data(), data.size());
    UnmapMemory(device_, s.memory);
    VkCommandBuffer cb = VK_NULL_HANDLE;
    ok = begin(cb);
    if (ok) {
      record(cb, s.buffer);
      ok = submit_and_wait(cb);
    }
  }
  if (ok) free_staging(s);  // after a failed wait the staging buffer may be in use: leaked
  return ok;
}

template <typename Record>
inline bool Vulkan::download(std::size_t n, std::vector<unsigned char>& out, Record&& record) {
  Staging s;
  if (!make_staging(n, s)) return false;
  VkCommandBuffer cb = VK_NULL_HANDLE;
  bool ok = begin(cb);
  if (ok) {
    record(cb, s.buffer);
    ok = submit_and_wait(cb);
  }
  void* p = nullptr;
  if (ok) ok = check(MapMemory(device_, s.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory (staging)");
  if (ok) {
    out.assign(static_cast<unsigned char*>(p), static_cast<unsigned char*>(p) + n);
    UnmapMemory(device_, s.memory);
    free_staging(s);
  }
  return ok;
}

inline bool Vulkan::write_buffer(const VkBufferRef& b, std::size_t offset, const std::vector<unsigned char>& data) {
  if (!b.ok() || data.empty()) return false;
  return upload(data, [&](VkCommandBuffer cb, VkBuffer staging) {
    const VkBufferCopy region{0, offset, data.size()};
    CmdCopyBuffer(cb, staging, buffers_[b.index].buffer, 1, &region);
  });
}

inline bool Vulkan::read_buffer(
    const VkBufferRef& b, std::size_t offset, std::size_t n, std::vector<unsigned char>& out) {
  if (!b.ok() || n == 0) return false;
  return download(n, out, [&](VkCommandBuffer cb, VkBuffer staging) {
    const VkBufferCopy region{offset, 0, n};
    CmdCopyBuffer(cb, buffers_[b.index].buffer, staging, 1, &region);
  });
}

inline bool Vulkan::write_image(const VkImageRef& i, const std::vector<unsigned char>& data) {
  if (!i.ok() || data.size() != std::size_t{i.width} * i.height * 4) return false;
  return upload(data, [&](VkCommandBuffer cb, VkBuffer staging) {
    const VkImage image = images_[i.index].image;
    const VkBufferImageCopy region = whole_image(i);
    transition(cb, image, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    CmdCopyBufferToImage(cb, staging, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region);
    transition(cb, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL);
  });
}

inline bool Vulkan::read_image(const VkImageRef& i, std::vector<unsigned char>& out) {
  if (!i.ok()) return false;
  return download(std::size_t{i.width} * i.height * 4, out, [&](VkCommandBuffer cb, VkBuffer staging) {
    const VkImage image = images_[i.index].image;
    const VkBufferImageCopy region = whole_image(i);
    transition(cb, image, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    CmdCopyImageToBuffer(cb, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, staging, 1, &region);
    transition(cb, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL);
  });
}

inline bool Vulkan::signal(const VkSemaphoreRef& s, unsigned long long value) {
  if (!s.ok() || s.type != SemaphoreType::timeline) return false;
  VkSemaphoreSignalInfo si{VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO};
  si.semaphore = semaphores_[s.index];
  si.value = value;
  return check(SignalSemaphore(device_, &si), "vkSignalSemaphore");
}

inline unsigned long long Vulkan::counter(const VkSemaphoreRef& s) {
  if (!s.ok() || s.type != SemaphoreType::timeline) return 0;
  std::uint64_t v = 0;
  if (!check(GetSemaphoreCounterValue(device_, semaphores_[s.index], &v), "vkGetSemaphoreCounterValue")) return 0;
  return v;
}

inline int Vulkan::wait(const VkSemaphoreRef& s, unsigned long long value, std::chrono::milliseconds limit) {
  if (!s.ok() || s.type != SemaphoreType::timeline) return -1;
  const std::uint64_t v = value;
  VkSemaphoreWaitInfo wi{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
  wi.semaphoreCount = 1;
  wi.pSemaphores = &semaphores_[s.index];
  wi.pValues = &v;
  const VkResult r = WaitSemaphores(device_, &wi, static_cast<std::uint64_t>(limit.count()) * 1'000'000ull);
  if (r == VK_SUCCESS) return 1;
  if (r == VK_TIMEOUT) return 0;
  check(r, "vkWaitSemaphores");
  return -1;
}

inline bool Vulkan::submit_signal(const VkSemaphoreRef& s) {
  if (!s.ok() || s.type != SemaphoreType::binary) return false;
  return submit_and_wait(VK_NULL_HANDLE, 0, nullptr, 1, &semaphores_[s.index]);
}

inline bool Vulkan::submit_wait_then_read(const VkSemaphoreRef& s, const VkBufferRef& b) {
  if (!s.ok() || s.type != SemaphoreType::binary || !b.ok() || pending_cb_ != VK_NULL_HANDLE) return false;
  if (!make_staging(b.bytes, pending_staging_)) return false;
  VkCommandBuffer cb = VK_NULL_HANDLE;
  if (!begin(cb)) return false;
  const VkBufferCopy region{0, 0, b.bytes};
  CmdCopyBuffer(cb, buffers_[b.index].buffer, pending_staging_.buffer, 1, &region);
  if (!submit_only(cb, 1, &semaphores_[s.index], 0, nullptr, fence_)) return false;
  pending_cb_ = cb;
  pending_bytes_ = b.bytes;
  return true;
}

inline int Vulkan::finish_read(std::chrono::milliseconds limit, std::vector<unsigned char>& out) {
  if (pending_cb_ == VK_NULL_HANDLE) return -1;
  const VkResult r =
      WaitForFences(device_, 1, &fence_, VK_TRUE, static_cast<std::uint64_t>(limit.count()) * 1'000'000ull);
  if (r == VK_TIMEOUT) return 0;
  if (!check(r, "vkWaitForFences (wait-then-read)")) return -1;
  FreeCommandBuffers(device_, pool_, 1, &pending_cb_);
  pending_cb_ = VK_NULL_HANDLE;
  void* p = nullptr;
  if (!check(MapMemory(device_, pending_staging_.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory (staging)")) return -1;
  out.assign(static_cast<unsigned char*>(p), static_cast<unsigned char*>(p) + pending_bytes_);
  UnmapMemory(device_, pending_staging_.memory);
  free_staging(pending_staging_);
  return 1;
}

inline bool Vulkan::submit_gated_signal(const VkSemaphoreRef& s, const VkSemaphoreRef& gate, unsigned long long value) {
  if (!s.ok() || s.type != SemaphoreType::binary || !gate.ok() || gate.type != SemaphoreType::timeline ||
      pending_cb_ != VK_NULL_HANDLE || pending_submit_)
    return false;
  const std::uint64_t wait_value = value;
  const std::uint64_t signal_value = 0;  // ignored for a binary semaphore
  VkTimelineSemaphoreSubmitInfo tsi{VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
  tsi.waitSemaphoreValueCount = 1;
  tsi.pWaitSemaphoreValues = &wait_value;
  tsi.signalSemaphoreValueCount = 1;
  tsi.pSignalSemaphoreValues = &signal_value;
  const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
  VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  si.pNext = &tsi;
  si.waitSemaphoreCount = 1;
  si.pWaitSemaphores = &semaphores_[gate.index];
  si.pWaitDstStageMask = &stage;
  si.signalSemaphoreCount = 1;
  si.pSignalSemaphores = &semaphores_[s.index];
  if (!check(ResetFences(device_, 1, &fence_), "vkResetFences")) return false;
  if (!check(QueueSubmit(queue_, 1, &si, fence_), "vkQueueSubmit (gated signal)")) return false;
  pending_submit_ = true;
  return true;
}

inline int Vulkan::finish_submit(std::chrono::milliseconds limit) {
  if (!pending_submit_) return -1;
  const VkResult r =
      WaitForFences(device_, 1, &fence_, VK_TRUE, static_cast<std::uint64_t>(limit.count()) * 1'000'000ull);
  if (r == VK_TIMEOUT) return 0;
  if (!check(r, "vkWaitForFences (gated signal)")) return -1;
  pending_submit_ = false;
  return 1;
}

#endif  // CUDASEM_INTEROP_HAVE_VULKAN

// ---- CUDA side ------------------------------------------------------------------------------

// cudaImportExternalMemory of a new opaque fd of `fd_source`'s memory, `size` bytes (the whole
// allocation when 0); the fd is closed here when the import fails (CUDA owns it on success).
// Returns the call's code; `out` owns the imported object.
template <typename Ref>
cudaError_t import_memory_code(Vulkan& vk, const Ref& ref, ExternalMemory& out, unsigned long long size = 0) {
  const int fd = vk.export_fd(ref);
  if (fd < 0) return cudaErrorUnknown;
  cudaExternalMemoryHandleDesc desc{};
  desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
  desc.handle.fd = fd;
  desc.size = size != 0 ? size : ref.alloc_size;
  desc.flags = ref.dedicated ? cudaExternalMemoryDedicated : 0;
  const cudaError_t e = cudaImportExternalMemory(out.out(), &desc);
  if (e != cudaSuccess) ::close(fd);
  return e;
}

// cudaImportExternalSemaphore of a new opaque fd of `sem` (type OpaqueFd for a binary semaphore,
// TimelineSemaphoreFd for a timeline one); the fd is closed here when the import fails.
inline cudaError_t import_semaphore_code(Vulkan& vk, const VkSemaphoreRef& sem, ExternalSemaphore& out) {
  const int fd = vk.export_fd(sem);
  if (fd < 0) return cudaErrorUnknown;
  cudaExternalSemaphoreHandleDesc desc{};
  desc.type = sem.type == SemaphoreType::timeline ? cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd
                                                  : cudaExternalSemaphoreHandleTypeOpaqueFd;
  desc.handle.fd = fd;
  desc.flags = 0;
  const cudaError_t e = cudaImportExternalSemaphore(out.out(), &desc);
  if (e != cudaSuccess) ::close(fd);
  return e;
}

// The mapped buffer of [offset, offset + size) of `mem` (cudaExternalMemoryGetMappedBuffer).
inline cudaError_t map_buffer_code(cudaExternalMemory_t mem, unsigned long long offset, unsigned long long size,
    MappedBuffer& out, unsigned flags = 0) {
  cudaExternalMemoryBufferDesc desc{};
  desc.offset = offset;
  desc.size = size;
  desc.flags = flags;
  void* p = nullptr;
  const cudaError_t e = cudaExternalMemoryGetMappedBuffer(&p, mem, &desc);
  if (e == cudaSuccess) out = MappedBuffer(p);
  return e;
}

// The RGBA8-unsigned mipmapped array (one level, surface load/store, as the Vulkan image's
// usage includes storage) of a VkImageRef's memory (cudaExternalMemoryGetMappedMipmappedArray).
inline cudaError_t map_image_code(cudaExternalMemory_t mem, const VkImageRef& image, MappedMipmappedArray& out) {
  cudaExternalMemoryMipmappedArrayDesc desc{};
  desc.offset = 0;
  desc.formatDesc = cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
  desc.extent = cudaExtent{image.width, image.height, 0};
  desc.flags = cudaArraySurfaceLoadStore;
  desc.numLevels = 1;
  cudaMipmappedArray_t m = nullptr;
  const cudaError_t e = cudaExternalMemoryGetMappedMipmappedArray(&m, mem, &desc);
  if (e == cudaSuccess) out = MappedMipmappedArray(m);
  return e;
}

// Signal / wait parameters of one semaphore.
inline cudaExternalSemaphoreSignalParams signal_params(unsigned long long value) {
  cudaExternalSemaphoreSignalParams p{};
  p.params.fence.value = value;
  p.flags = 0;
  return p;
}
inline cudaExternalSemaphoreWaitParams wait_params(unsigned long long value) {
  cudaExternalSemaphoreWaitParams p{};
  p.params.fence.value = value;
  p.flags = 0;
  return p;
}

// Level 0 of a mapped RGBA8 mipmapped array, read into / written from packed host rows.
inline void read_level0(cudaMipmappedArray_t mipmap, unsigned width, unsigned height, std::vector<unsigned char>& out) {
  cudaArray_t level = nullptr;
  CUDASEM_ASSERT_OK(cudaGetMipmappedArrayLevel(&level, mipmap, 0));
  out.assign(std::size_t{width} * height * 4, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy2DFromArray(
      out.data(), std::size_t{width} * 4, level, 0, 0, std::size_t{width} * 4, height, cudaMemcpyDeviceToHost));
}
inline void write_level0(
    cudaMipmappedArray_t mipmap, unsigned width, unsigned height, const std::vector<unsigned char>& data) {
  cudaArray_t level = nullptr;
  CUDASEM_ASSERT_OK(cudaGetMipmappedArrayLevel(&level, mipmap, 0));
  CUDASEM_ASSERT_EQ_NAMED("level0_data_bytes", data.size(), std::size_t{width} * height * 4);
  CUDASEM_ASSERT_OK(cudaMemcpy2DToArray(
      level, 0, 0, data.data(), std::size_t{width} * 4, std::size_t{width} * 4, height, cudaMemcpyHostToDevice));
}

// A pipe: file descriptors that reference no memory or synchronization object.
struct Pipe {
  int read_end = -1, write_end = -1;
  Pipe() {
    int fds[2] = {-1, -1};
    if (::pipe(fds) == 0) {
      read_end = fds[0];
      write_end = fds[1];
    }
  }
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
  ~Pipe() {
    if (read_end >= 0) ::close(read_end);
    if (write_end >= 0) ::close(write_end);
  }
  bool ok() const { return read_end >= 0 && write_end >= 0; }
};

// A new exportable Vulkan buffer of `bytes` imported into CUDA (ASSERTs: the caller stops on a
// fatal failure).
struct ImportedBuffer {
  VkBufferRef vk;
  ExternalMemory cuda;
};
inline void import_new_buffer(Vulkan& vk, std::size_t bytes, ImportedBuffer& out) {
  out.vk = vk.make_buffer(bytes);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_buffer_created", out.vk.ok());
  CUDASEM_ASSERT_OK_OF(cudaImportExternalMemory, import_memory_code(vk, out.vk, out.cuda));
}

// A Vulkan timeline semaphore imported into CUDA (ASSERTs: the caller stops on a fatal failure).
struct ImportedTimeline {
  VkSemaphoreRef vk;
  ExternalSemaphore cuda;
};
inline void import_timeline(Vulkan& vk, ImportedTimeline& out, unsigned long long initial = 0) {
  out.vk = vk.make_semaphore(SemaphoreType::timeline, initial);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_timeline_created", out.vk.ok());
  CUDASEM_ASSERT_OK_OF(cudaImportExternalSemaphore, import_semaphore_code(vk, out.vk, out.cuda));
}

// Signals `semaphore` to `value` in `stream` (cudaSignalExternalSemaphoresAsync) and synchronizes
// the stream. ASSERTs.
inline void signal_and_synchronize(cudaStream_t stream, cudaExternalSemaphore_t semaphore, unsigned long long value) {
  const cudaExternalSemaphoreSignalParams params = signal_params(value);
  CUDASEM_ASSERT_OK(cudaSignalExternalSemaphoresAsync(&semaphore, &params, 1, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
}

// Enqueues in `stream` a wait for `value` of `semaphore` (cudaWaitExternalSemaphoresAsync) and the
// probe's read behind it.
inline void enqueue_wait_then_read(
    cudaStream_t stream, cudaExternalSemaphore_t semaphore, unsigned long long value, ReadProbe& probe) {
  const cudaExternalSemaphoreWaitParams params = wait_params(value);
  CUDASEM_EXPECT_OK(cudaWaitExternalSemaphoresAsync(&semaphore, &params, 1, stream));
  CUDASEM_EXPECT_OK(kernels::launch_read(stream, probe.word.data(), probe.seen.data()));
}

// Node parameters of one semaphore; the arrays stay owned by the caller.
template <typename NodeParams, typename Params>
NodeParams one_semaphore_node_params(const cudaExternalSemaphore_t* semaphore, const Params* params) {
  NodeParams p{};
  p.extSemArray = const_cast<cudaExternalSemaphore_t*>(semaphore);  // the node copies it
  p.paramsArray = params;
  p.numExtSems = 1;
  return p;
}
inline cudaExternalSemaphoreSignalNodeParams signal_node_params(
    const cudaExternalSemaphore_t* semaphore, const cudaExternalSemaphoreSignalParams* params) {
  return one_semaphore_node_params<cudaExternalSemaphoreSignalNodeParams>(semaphore, params);
}
inline cudaExternalSemaphoreWaitNodeParams wait_node_params(
    const cudaExternalSemaphore_t* semaphore, const cudaExternalSemaphoreWaitParams* params) {
  return one_semaphore_node_params<cudaExternalSemaphoreWaitNodeParams>(semaphore, params);
}

// A graph holding one kernel node: the probe's read, captured from a private stream.
inline Graph capture_probe_read(ReadProbe& probe) {
  Stream s(cudaStreamNonBlocking);
  cudaGraph_t g = nullptr;
  CUDASEM_EXPECT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
  CUDASEM_EXPECT_OK(kernels::launch_read(s, probe.word.data(), probe.seen.data()));
  CUDASEM_EXPECT_OK(cudaStreamEndCapture(s, &g));
  return Graph(g);
}

// A graph whose wait node (value `value` of `semaphore`) comes before a child graph node with the
// probe's read; `wait_node` is the wait node. ASSERTs.
inline void wait_then_read_graph(Graph& graph, cudaGraphNode_t& wait_node, const cudaExternalSemaphore_t* semaphore,
    const cudaExternalSemaphoreWaitParams* params, ReadProbe& probe) {
  graph = make_graph();
  ASSERT_NE(graph.get(), nullptr);
  const cudaExternalSemaphoreWaitNodeParams node_params = wait_node_params(semaphore, params);
  CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresWaitNode(&wait_node, graph, nullptr, 0, &node_params));
  Graph read = capture_probe_read(probe);
  ASSERT_NE(read.get(), nullptr);
  cudaGraphNode_t child = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddChildGraphNode(&child, graph, &wait_node, 1, read));
}

// A Vulkan binary semaphore imported into CUDA, and a Vulkan timeline semaphore `gate` (value 0)
// that holds back Vulkan's signals of it (Vulkan::submit_gated_signal). ASSERTs.
struct GatedBinary {
  VkSemaphoreRef binary;
  VkSemaphoreRef gate;
  ExternalSemaphore semaphore;
};
inline void import_gated_binary(Vulkan& vk, GatedBinary& out) {
  out.binary = vk.make_semaphore(SemaphoreType::binary);
  out.gate = vk.make_semaphore(SemaphoreType::timeline, 0);
  CUDASEM_ASSERT_TRUE_NAMED("vulkan_semaphores_created", out.binary.ok() && out.gate.ok());
  CUDASEM_ASSERT_OK_OF(cudaImportExternalSemaphore, import_semaphore_code(vk, out.binary, out.semaphore));
}

// The probe's read enqueued in `stream` behind a CUDA wait on `b.semaphore` is held until the host
// signals `b.gate` to `value` (hold_then_release), which lets Vulkan's gated signal run (its submit
// must finish within 20 s): the work must then be done, having read the word set at the release. A
// wait still outstanding leaves the semaphore abandoned (never destroyed under it).
inline void expect_held_until_gated_signal(
    Vulkan& vk, cudaStream_t stream, ReadProbe& probe, GatedBinary& b, unsigned long long value) {
  const HeldWork held = hold_then_release(
      stream, probe, [&] { CUDASEM_EXPECT_TRUE_NAMED("release_signal_succeeded", vk.signal(b.gate, value)); });
  CUDASEM_EXPECT_EQ_NAMED("vulkan_gated_submit_finished", vk.finish_submit(std::chrono::milliseconds(20000)), 1);

  CUDASEM_EXPECT_TRUE_NAMED("work_finished_after_release", held.done_after_release);
  CUDASEM_EXPECT_EQ_NAMED("probe_word_seen_after_release", held.seen, ReadProbe::kAfter);
  if (!held.done_after_release) b.semaphore.abandon();
}

// Which external semaphore node a graph case is about.
enum class SemaphoreNode { signal, wait };

// A Vulkan timeline imported into CUDA and a new graph holding one `kind` node of it, created with
// the fence value `params` (the arrays the node was given stay here).
template <SemaphoreNode kind>
struct SemaphoreNodeGraph {
  using Params = std::conditional_t<kind == SemaphoreNode::signal, cudaExternalSemaphoreSignalParams,
      cudaExternalSemaphoreWaitParams>;
  using NodeParams = std::conditional_t<kind == SemaphoreNode::signal, cudaExternalSemaphoreSignalNodeParams,
      cudaExternalSemaphoreWaitNodeParams>;
  ImportedTimeline timeline;
  cudaExternalSemaphore_t handle = nullptr;
  Params params{};
  Graph graph;
  cudaGraphNode_t node = nullptr;
};
// Fills `out`: the timeline imported (import_timeline), a graph (make_graph) and its node of fence
// value `value` (cudaGraphAddExternalSemaphoresSignalNode / ...WaitNode). ASSERTs.
template <SemaphoreNode kind>
void timeline_semaphore_node_graph(Vulkan& vk, unsigned long long value, SemaphoreNodeGraph<kind>& out) {
  ASSERT_NO_FATAL_FAILURE(import_timeline(vk, out.timeline));
  out.handle = out.timeline.cuda.get();
  out.graph = make_graph();
  if constexpr (kind == SemaphoreNode::signal) {
    out.params = signal_params(value);
    const cudaExternalSemaphoreSignalNodeParams node_params = signal_node_params(&out.handle, &out.params);
    CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresSignalNode(&out.node, out.graph, nullptr, 0, &node_params));
  } else {
    out.params = wait_params(value);
    const cudaExternalSemaphoreWaitNodeParams node_params = wait_node_params(&out.handle, &out.params);
    CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresWaitNode(&out.node, out.graph, nullptr, 0, &node_params));
  }
}

// The parameters a node returned: exactly one semaphore, `handle`, with fence value `value`.
// Records "returned_semaphore_count" and "returned_fence_value". ASSERTs.
template <typename NodeParams>
void expect_one_semaphore(const NodeParams& got, cudaExternalSemaphore_t handle, unsigned long long value) {
  CUDASEM_ASSERT_EQ_NAMED("returned_semaphore_count", got.numExtSems, 1u);
  CUDASEM_ASSERT_TRUE_NAMED("semaphore_array.returned", got.extSemArray != nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("semaphore_params_array.returned", got.paramsArray != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("returned_semaphore_is_node_semaphore", got.extSemArray[0] == handle);
  CUDASEM_EXPECT_EQ_NAMED("returned_fence_value", got.paramsArray[0].params.fence.value, value);
}

// Opens Vulkan (the case is UNSUPPORTED when unusable here: GTEST_SKIP), makes a graph with one
// `kind` node of an imported timeline with fence value `value` (timeline_semaphore_node_graph); the
// node's parameters (cudaGraphExternalSemaphoresSignalNodeGetParams / ...WaitNodeGetParams) must be
// that one semaphore with that value (expect_one_semaphore). The case ends after it.
template <SemaphoreNode kind>
void expect_node_get_params_returns_params(unsigned long long value) {
  Vulkan vk;
  CUDASEM_INTEROP_OPEN_VULKAN(vk);
  SemaphoreNodeGraph<kind> g;
  ASSERT_NO_FATAL_FAILURE(timeline_semaphore_node_graph(vk, value, g));

  typename SemaphoreNodeGraph<kind>::NodeParams got{};
  if constexpr (kind == SemaphoreNode::signal) {
    CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresSignalNodeGetParams(g.node, &got));
  } else {
    CUDASEM_ASSERT_OK(cudaGraphExternalSemaphoresWaitNodeGetParams(g.node, &got));
  }
  expect_one_semaphore(got, g.handle, value);
}

// A graph with one signal node of `semaphore` created with `first`, instantiated, then updated in
// the executable graph to `second` (cudaGraphExecExternalSemaphoresSignalNodeSetParams). ASSERTs.
inline void signal_node_updated_in_exec(const cudaExternalSemaphore_t* semaphore,
    const cudaExternalSemaphoreSignalParams* first, const cudaExternalSemaphoreSignalParams* second, Graph& graph,
    cudaGraphNode_t& node, GraphExec& exec) {
  const cudaExternalSemaphoreSignalNodeParams first_node = signal_node_params(semaphore, first);
  const cudaExternalSemaphoreSignalNodeParams second_node = signal_node_params(semaphore, second);
  graph = make_graph();
  ASSERT_NE(graph.get(), nullptr);
  CUDASEM_ASSERT_OK(cudaGraphAddExternalSemaphoresSignalNode(&node, graph, nullptr, 0, &first_node));
  exec = instantiate(graph);
  ASSERT_NE(exec.get(), nullptr);
  CUDASEM_ASSERT_OK(cudaGraphExecExternalSemaphoresSignalNodeSetParams(exec, node, &second_node));
}

// The setup of the cases on updating a signal node in an executable graph: a Vulkan timeline
// imported into CUDA, and a graph whose signal node (value `first`) is updated in the instantiated
// graph to value `second` (signal_node_updated_in_exec). ASSERTs.
struct UpdatedSignalExec {
  ImportedTimeline timeline;
  cudaExternalSemaphore_t handle = nullptr;
  cudaExternalSemaphoreSignalParams first{}, second{};
  Graph graph;
  cudaGraphNode_t node = nullptr;
  GraphExec exec;
};
inline void timeline_signal_node_updated_in_exec(
    Vulkan& vk, unsigned long long first, unsigned long long second, UpdatedSignalExec& out) {
  ASSERT_NO_FATAL_FAILURE(import_timeline(vk, out.timeline));
  out.handle = out.timeline.cuda.get();
  out.first = signal_params(first);
  out.second = signal_params(second);
  ASSERT_NO_FATAL_FAILURE(
      signal_node_updated_in_exec(&out.handle, &out.first, &out.second, out.graph, out.node, out.exec));
}

}  // namespace cudasem::interop

// SPDX-License-Identifier: Apache-2.0
// Shared by the multi_gpu cases: what a helper process enumerates under a CUDA_VISIBLE_DEVICES
// setting (the helper sends it, the case reads it), and the bodies of the portable-memory cases
// (pointer attributes queried from the other device, host memory used by a device-1 kernel
// through its mapping, a device-1 D2H copy into pinned memory behind a gate).
//   helper:  return cudasem::multi_gpu::send_visible_devices();
//   case:    auto list = cudasem::multi_gpu::visible_devices_in_child("helper", {.unset_env = {...}});
#pragma once

#include <cuda_runtime_api.h>

#include <string>
#include <vector>

#include "cudasem/cudasem.h"

namespace cudasem::multi_gpu {

struct DeviceList {
  bool ok = false;                    // the child answered completely
  std::string count_result;           // cudaGetDeviceCount's result in words, for messages: "cudaSuccess (0)"
  HelperCode count_code{"none", -1};  // the same, typed: what the case observes
  int count = -1;
  std::vector<std::string> pci_bus_ids;  // by ordinal
};

// Helper side. Sends "count", "result" (cudaGetDeviceCount's code), "pci" per ordinal (its bus id,
// or the code when cudaDeviceGetPCIBusId failed), "end".
inline int send_visible_devices() {
  int count = -1;
  cudaError_t e = cudaGetDeviceCount(&count);
  helper_send("count", count);
  helper_send("result", e);
  for (int i = 0; e == cudaSuccess && i < count; ++i) {
    char bus[64] = {};
    cudaError_t b = cudaDeviceGetPCIBusId(bus, sizeof bus, i);
    if (b == cudaSuccess)
      helper_send("pci", std::string(bus));
    else
      helper_send("pci", b);
  }
  helper_send("end");
  return 0;
}

// Parent side: runs the helper and reads its report (bounded).
inline DeviceList visible_devices_in_child(const std::string& helper, const ChildOptions& options) {
  DeviceList list;
  ChildProcess child(helper, options);
  if (!child.started()) {
    ADD_FAILURE() << "cannot start helper: " << child.error();
    return list;
  }
  const HelperReport report = child.read_report(std::chrono::seconds(30));
  list.ok = report.complete;
  list.count = static_cast<int>(report.integer("count").value_or(-1));
  list.count_result = report.text("result");
  list.count_code = report.code("result").value_or(list.count_code);
  for (const auto& m : report.messages)
    if (m.key == "pci") list.pci_bus_ids.push_back(m.code() ? "error:" + m.text() : m.text());
  auto code = child.wait_exit(std::chrono::seconds(30));
  if (!list.ok) ADD_FAILURE() << "helper " << helper << " did not answer completely";
  if (!code || *code != 0) ADD_FAILURE() << "helper " << helper << " exit: " << (code ? *code : -1);
  return list;
}

inline std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ",") + x;
  return s;
}

// What a helper started without CUDA_VISIBLE_DEVICES sees; a fatal failure unless it answered and
// saw at least `at_least` devices: call it in ASSERT_NO_FATAL_FAILURE.
inline void reference_devices(const std::string& helper, std::size_t at_least, DeviceList* reference) {
  *reference = visible_devices_in_child(helper, {.unset_env = {"CUDA_VISIBLE_DEVICES"}});
  CUDASEM_ASSERT_TRUE_NAMED("reference_helper.answered_completely", reference->ok);
  CUDASEM_ASSERT_TRUE_NAMED("reference_helper.saw_enough_devices", reference->pci_bus_ids.size() >= at_least);
}

// `listed` answered and saw exactly one device, the reference's second (fatal where it did not
// answer or saw another number of devices).
inline void expect_only_second_device(const DeviceList& listed, const DeviceList& reference) {
  CUDASEM_ASSERT_TRUE_NAMED("listed_helper.answered_completely", listed.ok);
  CUDASEM_ASSERT_EQ_NAMED("listed.device_count", listed.count, 1);
  CUDASEM_ASSERT_EQ_NAMED("listed.pci_bus_id_count", listed.pci_bus_ids.size(), 1u);
  CUDASEM_EXPECT_EQ_NAMED("listed.device_is_reference_second", listed.pci_bus_ids[0], reference.pci_bus_ids[1]);
}

// Allocates a Buffer (1024 unsigned) with device `first` current, another with `second`
// current, then queries the first's attributes with `second` current and the second's with
// `first` current.
template <typename Buffer>
void pointer_attributes_across_devices(
    int first, int second, cudaPointerAttributes* of_first, cudaPointerAttributes* of_second) {
  CUDASEM_ASSERT_OK(cudaSetDevice(first));
  Buffer on_first(1024);
  CUDASEM_ASSERT_OK(cudaSetDevice(second));
  Buffer on_second(1024);

  CUDASEM_ASSERT_OK(cudaPointerGetAttributes(of_first, on_first.data()));  // `second` current
  CUDASEM_ASSERT_OK(cudaSetDevice(first));
  CUDASEM_ASSERT_OK(cudaPointerGetAttributes(of_second, on_second.data()));  // `first` current
}

// What a device-1 kernel did with host memory through its device pointer.
struct MappedUse {
  std::size_t read_ok = 0;     // values the copy kernel read correctly (of 4096)
  std::size_t written_ok = 0;  // values the host sees the fill kernel's write in
  bool device_pointer_equals_host_pointer = false;
};

enum class Then { stay_on_device_1, make_device_0_current };

// With device 0 current, allocates 4096 unsigned of HostBuffer(flags) and fills them with
// value(i); with device 1 current, gets the device pointer (checked: cudaHostGetDevicePointer
// must succeed), a kernel copies the memory into device memory and another fills it with `fill`.
// A fatal failure returns early: call it in ASSERT_NO_FATAL_FAILURE.
template <typename HostBuffer>
void device_1_uses_mapped(unsigned flags, unsigned (*value)(std::size_t), unsigned fill, Then then, MappedUse* use) {
  constexpr std::size_t n = 4096;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  HostBuffer host(n, flags);
  ASSERT_NE(host.data(), nullptr);
  for (std::size_t i = 0; i < n; ++i) host[i] = value(i);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> copy(n);
  void* dptr = nullptr;

  cudaError_t got = cudaHostGetDevicePointer(&dptr, host.data(), 0);
  CUDASEM_ASSERT_ERROR_OF(cudaHostGetDevicePointer, got, cudaSuccess);
  auto* mapped = static_cast<unsigned*>(dptr);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_copy(nullptr, copy.data(), mapped, n));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, mapped, n, fill));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> read_back(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(read_back.data(), copy.data(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  for (std::size_t i = 0; i < n; ++i) {
    use->read_ok += read_back[i] == value(i);
    use->written_ok += host[i] == fill;
  }
  use->device_pointer_equals_host_pointer = dptr == host.data();
  if (then == Then::make_device_0_current) CUDASEM_ASSERT_OK(cudaSetDevice(0));
}

// With device 0 current, allocates 1 Mi unsigned of pinned memory (cudaHostAlloc flags); with
// device 1 current, zeroes a device buffer and asks whether a D2H cudaMemcpyAsync from it into the
// pinned memory returns while a gate holds the stream (cudasem::call_behind_gate_expecting_return).
// A fatal failure returns early: call it in ASSERT_NO_FATAL_FAILURE.
inline void d2h_on_device_1_behind_gate(unsigned alloc_flags, cudasem::GatedCall* r) {
  constexpr std::size_t n = 1 << 20;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::PinnedBuffer<unsigned> host(n, alloc_flags);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> src(n);
  CUDASEM_ASSERT_OK(cudaMemset(src.data(), 0, src.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Stream stream(cudaStreamNonBlocking);

  *r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpyAsync(host.data(), src.data(), src.bytes(), cudaMemcpyDeviceToHost, stream));
  });
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
}

}  // namespace cudasem::multi_gpu

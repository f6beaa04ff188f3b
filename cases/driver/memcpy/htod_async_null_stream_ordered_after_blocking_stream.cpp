// SPDX-License-Identifier: Apache-2.0
// A gate, then a marker kernel writing a device buffer, in a blocking stream; a cuMemcpyHtoDAsync
// into that buffer in the NULL stream (legacy) must be ordered after them: the buffer ends with the
// copied words.
#include <vector>

#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyHtoDAsync, NullStreamOrderedAfterBlockingStream,
    {
        .api = {"cuMemcpyHtoDAsync"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote =
                "the legacy stream first waits on all blocking streams, the action is queued in the legacy stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Stream blocking(cudaStreamDefault);
  constexpr std::size_t kWords = std::size_t{1} << 18;
  HostBytes host(kWords * 4, HostMemKind::pinned);
  for (std::size_t i = 0; i < kWords; ++i) reinterpret_cast<unsigned*>(host.data())[i] = static_cast<unsigned>(i);
  cudasem::DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, kWords * 4);

  cudasem::call_after_gated_marker(blocking, reinterpret_cast<unsigned*>(device), kWords, 0xc0ffee,
      [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemcpyHtoDAsync(device, host.data(), kWords * 4, nullptr)); });

  const std::vector<unsigned char> after = read_device_bytes(device, kWords * 4);
  std::size_t copied = 0;
  for (std::size_t i = 0; i < kWords; ++i) copied += reinterpret_cast<const unsigned*>(after.data())[i] == i;
  CUDASEM_EXPECT_EQ_NAMED("words_from_the_copy", copied, kWords)
      << "the gated marker kernel overwrote the copy: the copy ran first";
}

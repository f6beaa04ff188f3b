// SPDX-License-Identifier: Apache-2.0
// A gate, then a marker kernel writing a device buffer, in a blocking stream; a cuMemsetD32Async of
// that buffer in the NULL stream (legacy) must be ordered after them: the buffer ends with the
// memset's value in every word.
#include <vector>

#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemsetD32Async, NullStreamOrderedAfterBlockingStream,
    {
        .api = {"cuMemsetD32Async"},
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
  cudasem::DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, kWords * 4);

  cudasem::call_after_gated_marker(blocking, reinterpret_cast<unsigned*>(device), kWords, 0xc0ffee,
      [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemsetD32Async(device, 0x22222222u, kWords, nullptr)); });

  const std::vector<unsigned char> after = read_device_bytes(device, kWords * 4);
  const std::size_t set = words_equal(after.data(), kWords, 0x22222222u);
  CUDASEM_EXPECT_EQ_NAMED("words_from_the_memset", set, kWords)
      << "the gated marker kernel overwrote the memset: the memset ran first";
}

// SPDX-License-Identifier: Apache-2.0
// A gate, then a marker kernel writing a device buffer, in a non-blocking stream; a
// cuMemcpyDtoHAsync of that buffer into pinned memory (cuMemAllocHost) in the same stream must run
// after them: the host buffer ends with the marker in every word.
#include "../driver_copies.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyDtoHAsync, OrderedAfterStreamWork,
    {
        .api = {"cuMemcpyDtoHAsync"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5. Streams",
            .quote =
                "A stream is a sequence of commands (possibly issued by different host threads) that execute in order."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Stream stream(cudaStreamNonBlocking);
  constexpr std::size_t kWords = std::size_t{1} << 18;
  cudasem::DeviceMem mem;
  const CUdeviceptr device = alloc_device_bytes(mem, kWords * 4);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(device, 0, kWords));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  HostBytes host(kWords * 4, HostMemKind::pinned);

  cudasem::call_after_gated_marker(stream, reinterpret_cast<unsigned*>(device), kWords, 0xc0ffee,
      [&] { CUDASEM_EXPECT_CU_OK(drv.cuMemcpyDtoHAsync(host.data(), device, kWords * 4, stream)); });

  const std::size_t marked = words_equal(host.data(), kWords, 0xc0ffee);
  CUDASEM_EXPECT_EQ_NAMED("words_from_the_marker", marked, kWords)
      << "the copy read the buffer before the gated marker kernel wrote it";
}

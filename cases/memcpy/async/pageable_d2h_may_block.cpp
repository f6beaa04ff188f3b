// SPDX-License-Identifier: Apache-2.0
// A gate holds the stream; records, per size, whether a D2H copy into pageable memory
// waited for it and whether the data had arrived when the call returned.
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaMemcpyAsync, DeviceToPageableMayBlock,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Asynchronous)",
            .quote =
                "For transfers between device memory and pageable host memory, the function might be synchronous with respect to host."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  const std::size_t counts[] = {1024, 1 << 20};  // 4 KiB and 4 MiB
  cudasem::PageableBuffer<unsigned> host(1 << 20);
  cudasem::DeviceBuffer<unsigned> device(1 << 20);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, device.data(), device.size(), 0xabcd));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  for (std::size_t count : counts) {
    for (std::size_t i = 0; i < count; ++i) host[i] = 0;
    bool complete_at_return = false;
    auto r = cudasem::call_behind_gate(stream, [&] {
      CUDASEM_EXPECT_OK(
          cudaMemcpyAsync(host.data(), device.data(), count * sizeof(unsigned), cudaMemcpyDeviceToHost, stream));
      complete_at_return = static_cast<volatile unsigned&>(host[count - 1]) == 0xabcd;
    });
    CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
    const std::string bytes_suffix = "_" + std::to_string(count * sizeof(unsigned));
    cudasem::observe("waited_for_gate" + bytes_suffix, !r.returned_before_release);
    cudasem::observe("complete_at_return" + bytes_suffix, complete_at_return);
  }
}

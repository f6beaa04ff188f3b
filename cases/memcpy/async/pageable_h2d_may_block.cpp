// SPDX-License-Identifier: Apache-2.0
// A gate holds the stream; records, per size, whether an H2D copy from pageable memory
// waited for it (synchronized with the stream to stage the copy).
#include "cudasem/cudasem.h"

#include <string>

CUDASEM_CASE(CudaMemcpyAsync, PageableToDeviceMayBlock,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Asynchronous)",
            .quote =
                "If pageable memory must first be staged to pinned memory, the driver may synchronize with the stream and stage the copy"},
        .claim = cudasem::Claim::caller_requirement,
        .timeout_s = 120,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  const std::size_t sizes[] = {4096, 64 << 10, 256 << 10, 1 << 20, 16 << 20};
  constexpr std::size_t kMax = 16 << 20;
  cudasem::PageableBuffer<unsigned char> host(kMax);
  cudasem::DeviceBuffer<unsigned char> device(kMax);
  for (std::size_t i = 0; i < kMax; ++i) host[i] = static_cast<unsigned char>(i);
  std::size_t largest_early = 0;
  std::string waited_sizes;

  for (std::size_t size : sizes) {
    auto r = cudasem::call_behind_gate(stream,
        [&] { CUDASEM_EXPECT_OK(cudaMemcpyAsync(device.data(), host.data(), size, cudaMemcpyHostToDevice, stream)); });
    CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
    if (r.returned_before_release)
      largest_early = size;
    else
      waited_sizes += (waited_sizes.empty() ? "" : ",") + std::to_string(size);
  }

  cudasem::observe("largest_size_returned_early", largest_early);
  cudasem::observe("sizes_that_waited", waited_sizes.empty() ? std::string("none") : waited_sizes);
}

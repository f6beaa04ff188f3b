// SPDX-License-Identifier: Apache-2.0
// Characterization: a gate holds a stream; records whether cudaMemcpy2DAsync into pageable
// memory waited for it and whether the rows had arrived when the call returned.
#include "../pitched.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PitchedMemcpy2DAsync, DeviceToPageableMayBlock,
    {
        .api = {"cudaMemcpy2DAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Asynchronous)",
            .quote =
                "For transfers between device memory and pageable host memory, the function might be synchronous with respect to host."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr std::size_t kWidth = 1000, kRows = 256;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PitchedAlloc device;
  CUDASEM_ASSERT_OK(cudasem::malloc_pitch(device, kWidth, kRows));
  CUDASEM_ASSERT_OK(cudaMemset(device.bytes(), 0x5d, device.pitch * kRows));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::PageableBuffer<unsigned char> host(kWidth * kRows);
  for (std::size_t i = 0; i < host.size(); ++i) host[i] = 0;
  std::size_t arrived_at_return = 0;

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpy2DAsync(
        host.data(), kWidth, device.bytes(), device.pitch, kWidth, kRows, cudaMemcpyDeviceToHost, stream));
    arrived_at_return = cudasem::count_value(host.data(), kWidth, kWidth, kRows, 0x5d);
  });

  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  cudasem::observe("waited_for_gate", !r.returned_before_release);
  cudasem::observe("complete_at_return", arrived_at_return == kWidth * kRows);
}

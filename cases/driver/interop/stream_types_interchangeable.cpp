// SPDX-License-Identifier: Apache-2.0
// A stream made with cuStreamCreate (in the primary context) is used as a cudaStream_t: a
// runtime kernel launch and cudaMemcpyAsync into it, then cudaStreamSynchronize, give the data.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(DriverRuntimeInterop, StreamTypesInterchangeable,
    {
        .api = {"cuStreamCreate", "cudaMemcpyAsync"},
        .cite = {.doc = "RT",
            .section = "Interactions with the CUDA Driver API",
            .quote = "The types CUstream and cudaStream_t are identical and may be used interchangeably."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  constexpr std::size_t n = 1024;
  cudasem::DeviceBuffer<unsigned> dev(n);
  std::vector<unsigned> host(n, 0);

  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(stream.get(), dev.data(), n, 0xabcd));
  CUDASEM_ASSERT_OK(cudaMemcpyAsync(host.data(), dev.data(), dev.bytes(), cudaMemcpyDeviceToHost, stream.get()));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream.get()));

  std::size_t ok = 0;
  for (unsigned v : host) ok += v == 0xabcd;
  CUDASEM_EXPECT_EQ_NAMED("elements.copied_filled", ok, n);
}

// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributePriority is valid for a launch: cudaLaunchKernelEx with the greatest
// priority of the device's range succeeds and the kernel runs.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, PriorityAttributeAccepted,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributePriority)",
            .quote = "Valid for streams, graph nodes, launches."},
        .claim = cudasem::Claim::promise,
    }) {
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributePriority;
  attr.val.priority = greatest;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), stream, 0, &attr, 1);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, write_one, out.data()));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::environment("greatest_stream_priority", greatest);
  CUDASEM_EXPECT_EQ_NAMED("kernel.wrote_one", host, 1u);
}

// SPDX-License-Identifier: Apache-2.0
// With cudaDeviceSyncMemops set before the context exists, a D2D cudaMemcpy (otherwise
// without host synchronization) must not return before a gate on the legacy stream.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceSyncMemops, D2DMemcpyWaitsForLegacyStream,
    {
        .api = {"cudaSetDeviceFlags"},
        .cite = {.doc = "RT",
            .section = "cudaSetDeviceFlags",
            .quote =
                "cudaDeviceSyncMemops: Ensures that synchronous memory operations initiated on this context will always synchronize."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDeviceFlags(cudaDeviceSyncMemops));
  unsigned flags = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceFlags(&flags));
  cudasem::DeviceBuffer<unsigned> src(1 << 19), dst(1 << 19);
  CUDASEM_ASSERT_OK(cudaMemset(src.data(), 0, src.bytes()));

  auto v = cudasem::call_waits_for_gate(
      nullptr, [&] { CUDASEM_EXPECT_OK(cudaMemcpy(dst.data(), src.data(), src.bytes(), cudaMemcpyDeviceToDevice)); });

  cudasem::measure("return_ms_at_100ms_release", v.return_short_ms);
  cudasem::measure("return_ms_at_1000ms_release", v.return_long_ms);
  CUDASEM_EXPECT_TRUE_NAMED("sync_memops_flag_set", (flags & cudaDeviceSyncMemops) != 0);
  CUDASEM_EXPECT_TRUE_NAMED("waited_for_gate", v.waited)
      << "the D2D copy's return did not follow the gate's release at both delays";
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}

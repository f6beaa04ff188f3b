// SPDX-License-Identifier: Apache-2.0
// cuMemcpyBatchAsync of two device-to-device copies in the legacy NULL stream (stream 0) fails with a
// documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyBatchAsync, LegacyNullStreamFails,
    {
        .api = {"cuMemcpyBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyBatchAsync",
            .quote = "hStream - The stream to enqueue the operations in. Must not be legacy NULL stream."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  BatchCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_copy(args));
  args.stream = nullptr;
  CUDASEM_EXPECT_CU_FAILURE(
      drv.cuMemcpyBatchAsync(args.dsts, args.srcs, args.sizes, 2, args.attrs, args.attr_idx, 1, args.stream));

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}

// SPDX-License-Identifier: Apache-2.0
// cuMemcpyBatchAsync of two copies whose one attribute entry starts at copy 1 (attrsIdxs {1}) fails with a
// documented code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyBatchAsync, FirstAttributeIndexNonZeroFails,
    {
        .api = {"cuMemcpyBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemcpyBatchAsync",
            .quote = "Note that the first entry in attrsIdxs must always be 0."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  BatchCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_copy(args));
  args.attr_idx[0] = 1;
  CUDASEM_EXPECT_CU_FAILURE(
      drv.cuMemcpyBatchAsync(args.dsts, args.srcs, args.sizes, 2, args.attrs, args.attr_idx, 1, args.stream));

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}

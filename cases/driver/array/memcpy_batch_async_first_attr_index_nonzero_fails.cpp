// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemcpyBatchAsync whose first attrsIdxs entry is not 0; the text says it must
// always be 0, and names no outcome: records the code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyBatchAsync, FirstAttributeIndexNonZeroFails,
    {
        .api = {"cuMemcpyBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpyBatchAsync",
            .quote = "Note that the first entry in attrsIdxs must always be 0."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  BatchCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_copy(args));
  args.attr_idx[0] = 1;
  const auto result =
      drv.cuMemcpyBatchAsync(args.dsts, args.srcs, args.sizes, 2, args.attrs, args.attr_idx, 1, args.stream);
  cudasem::observe("first_attr_index_nonzero", result);

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}

// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemcpyBatchAsync on the legacy NULL stream; the text says the stream must not
// be it, and names no outcome: records the code.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyBatchAsync, LegacyNullStreamFails,
    {
        .api = {"cuMemcpyBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpyBatchAsync",
            .quote = "hStream - The stream to enqueue the operations in. Must not be legacy NULL stream."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  BatchCopyArgs args;
  ASSERT_NO_FATAL_FAILURE(prepare_batch_copy(args));
  args.stream = nullptr;
  const auto result =
      drv.cuMemcpyBatchAsync(args.dsts, args.srcs, args.sizes, 2, args.attrs, args.attr_idx, 1, args.stream);
  cudasem::observe("batch_on_legacy_stream", result);

  CUDASEM_EXPECT_CU_OK(drv.cuCtxSynchronize());
}

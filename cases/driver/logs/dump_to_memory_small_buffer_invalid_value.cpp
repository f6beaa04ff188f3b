// SPDX-License-Identifier: Apache-2.0
// After a logged error, cuLogsDumpToMemory into a 1-byte buffer (room for no message) returns
// CUDA_ERROR_INVALID_VALUE and sets *size to 0.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLogsDumpToMemory, SmallBufferInvalidValue,
    {
        .api = {"cuLogsDumpToMemory"},
        .cite = {.doc = "DRV",
            .section = "cuLogsDumpToMemory",
            .quote =
                "If the provided buffer is not large enough to hold any messages, *size will be set to 0 and the function will return CUDA_ERROR_INVALID_VALUE."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUlogIterator it = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLogsCurrent(&it, 0));
  cudasem::driver_api::provoke_logged_error();
  char buffer[1] = {'x'};
  std::size_t size = sizeof buffer;

  CUDASEM_EXPECT_CU_ERROR(drv.cuLogsDumpToMemory(&it, buffer, &size, 0), CUDA_ERROR_INVALID_VALUE);

  CUDASEM_EXPECT_EQ_NAMED("size_after_small_dump", size, 0u);
}

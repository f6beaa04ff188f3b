// SPDX-License-Identifier: Apache-2.0
// cuLogsDumpToMemory from an iterator that cuLogsCurrent just placed at the end of the log (no
// message since) returns CUDA_SUCCESS and sets *size to 0.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLogsDumpToMemory, NothingNewSizeZero,
    {
        .api = {"cuLogsDumpToMemory", "cuLogsCurrent"},
        .cite = {.doc = "DRV",
            .section = "cuLogsDumpToMemory",
            .quote =
                "If there are no messages to dump, *size will be set to 0 and the function will return CUDA_SUCCESS."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUlogIterator it = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLogsCurrent(&it, 0));
  char buffer[4096] = {0};
  std::size_t size = sizeof buffer;

  CUDASEM_EXPECT_CU_ERROR(drv.cuLogsDumpToMemory(&it, buffer, &size, 0), CUDA_SUCCESS);

  CUDASEM_EXPECT_EQ_NAMED("dumped_size", size, 0u) << buffer;
}

// SPDX-License-Identifier: Apache-2.0
// After a logged error, a first cuLogsDumpToMemory from an iterator dumps it; a second dump from the
// same (advanced) iterator, with no new message, dumps nothing (*size 0).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLogsDumpToMemory, IteratorAdvances,
    {
        .api = {"cuLogsDumpToMemory"},
        .cite = {.doc = "DRV",
            .section = "cuLogsDumpToMemory",
            .quote =
                "iterator is auto-advancing. Dumping logs will update the value of iterator to receive the next generated log."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  CUlogIterator it = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLogsCurrent(&it, 0));
  cudasem::driver_api::provoke_logged_error();
  char buffer[26000] = {0};
  std::size_t first = sizeof buffer;
  CUDASEM_ASSERT_CU_OK(drv.cuLogsDumpToMemory(&it, buffer, &first, 0));
  CUDASEM_ASSERT_TRUE_NAMED("first_dump_size_positive", first > 0u) << "the provoked error was not logged";
  std::size_t second = sizeof buffer;

  CUDASEM_ASSERT_CU_OK(drv.cuLogsDumpToMemory(&it, buffer, &second, 0));

  CUDASEM_EXPECT_EQ_NAMED("second_dump_size", second, 0u) << buffer;
}

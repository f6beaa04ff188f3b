// SPDX-License-Identifier: Apache-2.0
// After a logged error, cuLogsDumpToMemory with a NULL iterator (all logs) writes at least that
// message: *size is positive.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(CuLogsDumpToMemory, NullIteratorDumpsAll,
    {
        .api = {"cuLogsDumpToMemory"},
        .cite = {.doc = "DRV",
            .section = "cuLogsDumpToMemory",
            .quote =
                "iterator - Optional auto-advancing iterator specifying the starting log to read. NULL value dumps all logs."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::provoke_logged_error();
  char buffer[26000] = {0};
  std::size_t size = sizeof buffer - 1;

  CUDASEM_ASSERT_CU_OK(drv.cuLogsDumpToMemory(nullptr, buffer, &size, 0));

  cudasem::environment("dumped_log", std::string(buffer, strnlen(buffer, sizeof buffer)));
  cudasem::observe("dump_not_empty", size > 0);
  CUDASEM_EXPECT_TRUE_NAMED("dumped_size_positive", size > 0u);
}

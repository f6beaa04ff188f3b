// SPDX-License-Identifier: Apache-2.0
// A link of the embedded PTX created with CU_JIT_WALL_TIME whose value starts as -1.0f: after
// cuLinkComplete the option value has been overwritten with a time (a float of at least 0).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(CuLinkCreate, WallTimeOverwritten,
    {
        .api = {"cuLinkCreate"},
        .cite = {.doc = "DRV",
            .section = "CU_JIT_WALL_TIME",
            .quote =
                "Overwrites the option value with the total wall clock time, in milliseconds, spent in the compiler and linker"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUjit_option options[] = {CU_JIT_WALL_TIME};
  void* values[] = {nullptr};
  const float start = -1.0f;
  std::memcpy(&values[0], &start, sizeof start);
  cudasem::driver_api::LinkState link;

  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(1, options, values, link.out()));

  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::link_add_embedded_ptx(link));
  void* cubin = nullptr;
  std::size_t size = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, &size));
  float ms = -1.0f;
  std::memcpy(&ms, &values[0], sizeof ms);
  cudasem::measure("jit_wall_time_ms", ms);
  cudasem::observe("wall_time_overwritten", ms >= 0.0f);
  CUDASEM_EXPECT_TRUE_NAMED("wall_time.not_negative", ms >= 0.0f);
}

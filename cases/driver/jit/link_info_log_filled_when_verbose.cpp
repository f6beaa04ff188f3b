// SPDX-License-Identifier: Apache-2.0
// A link of the embedded PTX with CU_JIT_LOG_VERBOSE 1 and an info log buffer: after cuLinkComplete
// the info log buffer holds messages.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <cstdint>
#include <cstring>

CUDASEM_CASE(CuLinkCreate, InfoLogFilledWhenVerbose,
    {
        .api = {"cuLinkCreate"},
        .cite = {.doc = "DRV", .section = "CU_JIT_LOG_VERBOSE", .quote = "Generate verbose log messages"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  char info[8192] = {0};
  CUjit_option options[] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, CU_JIT_LOG_VERBOSE};
  void* values[] = {
      info, reinterpret_cast<void*>(std::uintptr_t{sizeof info}), reinterpret_cast<void*>(std::uintptr_t{1})};
  cudasem::driver_api::LinkState link;

  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(3, options, values, link.out()));

  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::link_add_embedded_ptx(link));
  void* cubin = nullptr;
  std::size_t size = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, &size));
  const std::size_t log_length = strnlen(info, sizeof info);
  cudasem::environment("jit_info_log", std::string(info, log_length));
  cudasem::observe("info_log_not_empty", log_length > 0);
  CUDASEM_EXPECT_TRUE_NAMED("info_log.filled", log_length > 0u);
}

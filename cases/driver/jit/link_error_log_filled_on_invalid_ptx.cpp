// SPDX-License-Identifier: Apache-2.0
// A link state created with an error log buffer (CU_JIT_ERROR_LOG_BUFFER and its size), given text
// that is not PTX: adding it (or, at the latest, completing the link) fails, and the error log
// buffer then holds a message.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <cstdint>
#include <cstring>

CUDASEM_CASE(CuLinkCreate, ErrorLogFilledOnInvalidPtx,
    {
        .api = {"cuLinkCreate", "cuLinkAddData"},
        .cite = {.doc = "DRV",
            .section = "CU_JIT_ERROR_LOG_BUFFER",
            .quote = "Pointer to a buffer in which to print any log messages that reflect errors"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  char errors[4096] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void* values[] = {errors, reinterpret_cast<void*>(std::uintptr_t{sizeof errors})};
  cudasem::driver_api::LinkState link;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(2, options, values, link.out()));
  char bad[] = ".version 8.0\n.target sm_75\n.address_size 64\nthis is not ptx;\n";

  const CUresult added = drv.cuLinkAddData(link, CU_JIT_INPUT_PTX, bad, sizeof bad, "bad.ptx", 0, nullptr, nullptr);
  if (added == CUDA_SUCCESS) {
    void* cubin = nullptr;
    std::size_t size = 0;
    CUDASEM_EXPECT_CU_FAILURE(drv.cuLinkComplete(link, &cubin, &size));
  } else {
    CUDASEM_EXPECT_CU_FAILURE_OF(cuLinkAddData, added);
  }

  const std::size_t log_length = strnlen(errors, sizeof errors);
  cudasem::environment("jit_error_log", std::string(errors, log_length));
  cudasem::observe("error_log_not_empty", log_length > 0);
  CUDASEM_EXPECT_TRUE_NAMED("error_log.filled", log_length > 0u);
}

// SPDX-License-Identifier: Apache-2.0
// Characterization: whether device printf output of a finished kernel reaches stdout when the
// process exits without any flushing action (the PG says the buffer is not flushed at exit; the
// note is advice to call cudaDeviceReset, so what happens is recorded).
#include "../device_printf.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(printf_flush_program_exit) {
  return cudasem::device_printf::run_printing_kernel_then(nullptr, nullptr, [] { return cudaSuccess; });
}

CUDASEM_CASE(DevicePrintfFlush, AtProgramExit,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.2 Limitations",
            .quote = "Note that the buffer is not flushed automatically when the program exits."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  auto order = cudasem::device_printf::run_printf_helper("printf_flush_program_exit");

  cudasem::observe("device_line_at_exit", order.device_at >= 0);
  CUDASEM_ASSERT_TRUE_NAMED("helper.ran_to_end", order.complete())
      << "helper did not run to its end: " << order.run.error << "\n"
      << order.run.output;
}

// SPDX-License-Identifier: Apache-2.0
// The printf FIFO is 1 megabyte by default: cudaDeviceGetLimit(cudaLimitPrintfFifoSize) in a fresh
// process, before any setting, reports 1 MiB.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitPrintfFifo, DefaultIsOneMegabyte,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.35.3 Associated Host-Side API",
            .quote =
                "The following API functions get and set the size of the buffer used to transfer the printf() arguments and internal metadata to the host (default is 1 megabyte):"},
        .claim = cudasem::Claim::promise,
    }) {
  std::size_t fifo = 0;

  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));

  CUDASEM_EXPECT_EQ_NAMED("printf_fifo_bytes", fifo, std::size_t{1} << 20);
}

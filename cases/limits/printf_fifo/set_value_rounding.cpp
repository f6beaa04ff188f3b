// SPDX-License-Identifier: Apache-2.0
// Characterization: what cudaDeviceGetLimit reports after cudaLimitPrintfFifoSize is set to a size
// that is no power of two (100,003 bytes); the driver may round or clamp it.
#include "../limits.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitPrintfFifo, SetValueRounding,
    {
        .api = {"cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "The driver is free to modify the requested value to meet h/w requirements (this could be clamping to minimum or maximum values, rounding up to nearest element size, etc). The application can use cudaDeviceGetLimit() to find out exactly what the limit has been set to."},
        .claim = cudasem::Claim::hedge,
    }) {
  auto r = cudasem::limits::set_and_read_back(cudaLimitPrintfFifoSize, 100003);

  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_before);
  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_after);
}

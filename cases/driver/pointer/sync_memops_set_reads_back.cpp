// SPDX-License-Identifier: Apache-2.0
// cuPointerSetAttribute(CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, 1) on a cuMemAlloc region, then
// cuPointerGetAttribute reads it set; unset (0) reads 0 back.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerSetAttribute, SyncMemopsSetReadsBack,
    {
        .api = {"cuPointerSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerSetAttribute",
            .quote = "CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: A boolean attribute that can either be set (1) or unset (0)."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), 4096));
  unsigned one = 1, zero = 0;
  int after_set = -1, after_unset = -1;

  CUDASEM_ASSERT_CU_OK(drv.cuPointerSetAttribute(&one, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, mem.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&after_set, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, mem.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerSetAttribute(&zero, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, mem.get()));
  CUDASEM_ASSERT_CU_OK(drv.cuPointerGetAttribute(&after_unset, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, mem.get()));

  cudasem::observe("after_set", after_set);
  CUDASEM_EXPECT_TRUE_NAMED("sync_memops.set_reads_nonzero", after_set != 0);
  CUDASEM_EXPECT_EQ_NAMED("sync_memops.after_unset", after_unset, 0);
}

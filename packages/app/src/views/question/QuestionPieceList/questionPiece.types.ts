/** A 问题件 row as /question/questionPiece/list answers it. */
export interface QuestionPiece {
  id: string
  waybillNo: string
  questionType: string
  questionType_dictText?: string
  status: string
  status_dictText?: string
  description: string | null
  /** Stored paths of the photos, comma-separated; the first is the cover. */
  images: string | null
  /** Stored paths of the documents, comma-separated. */
  attachments: string | null
  createBy: string | null
  createTime: string | null
  updateTime: string | null
}
